/**
 * `npm test`: every suite CI runs, one phase after another, stopping at the first that fails, with
 * each phase's time printed at the end so that a slower run is seen (the whole run should stay
 * under 20 minutes on a fresh 2-core machine).
 */
import { spawn } from 'node:child_process'
import { startE2eStack, type E2eStack } from './e2e-stack.js'

type Phase = { name: string; script: string }

const phases: Phase[] = [
  { name: 'check', script: 'check' },
  { name: 'unit', script: 'test:unit' },
  { name: 'worker', script: 'test:worker' },
  { name: 'relay-restart', script: 'test:relay-restart' },
  { name: 'e2e', script: 'test:e2e' },
  { name: 'deploy dry run', script: 'check:deploy' },
]

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7)

function report(times: { phase: Phase; ms: number; code: number }[], total: number): void {
  const lines = times.map(({ phase, ms, code }) => `  ${phase.name.padEnd(16)}${seconds(ms)}${code === 0 ? '' : `   failed (exit ${code})`}`)
  const skipped = phases.slice(times.length).map((phase) => `  ${phase.name.padEnd(16)}      -   not run`)
  console.log(['', 'npm test, time per phase:', ...lines, ...skipped, `  ${'total'.padEnd(16)}${seconds(total)}`].join('\n'))
}

const started = performance.now()
const times: { phase: Phase; ms: number; code: number }[] = []
let stack: E2eStack | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stack?.stop().then(() => process.exit(1)))
for (const phase of phases) {
  const start = performance.now()
  let code: number
  if (phase.name === 'e2e') {
    const ready = await stack!.ready().then(
      () => true,
      (error: Error) => (console.error(error.message), false),
    )
    stack!.showOutput()
    code = ready ? await runScript(phase.script) : 1
    await stack!.stop()
  } else {
    code = await runScript(phase.script)
  }
  times.push({ phase, ms: performance.now() - start, code })
  if (code !== 0) break
  if (phase.name === 'check') {
    // The checks built dist/ to weigh it, and nothing after them changes the sources: the e2e and deploy phases use that build.
    process.env.PORTHOLE_BUILT = '1'
    // The e2e stack starts now, beside the unit and worker tests, and Playwright reuses it.
    stack = startE2eStack()
    process.env.PORTHOLE_E2E_STACK = 'running'
  }
}
await stack?.stop()
report(times, performance.now() - started)
process.exitCode = times.at(-1)!.code
