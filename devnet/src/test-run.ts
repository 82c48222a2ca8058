/**
 * `npm test`: every suite CI runs, step after step, stopping after the first step that fails, with
 * each phase's time printed at the end so that a slower run is seen (the whole run should stay
 * under 20 minutes on a fresh 2-core machine).
 */
import { spawn } from 'node:child_process'
import { startE2eStack, type E2eStack } from './e2e-stack.js'

type Phase = { name: string; script: string }

/**
 * One step after another; the phases of one step run side by side. The relay's restart test (mostly
 * waiting for `wrangler dev` to stop and start) runs beside the worker tests, which leave a core
 * partly idle, and the deploy dry run beside e2e: each phase's time is still its own.
 */
const steps: Phase[][] = [
  [{ name: 'check', script: 'check' }],
  [{ name: 'unit', script: 'test:unit' }],
  [
    { name: 'worker', script: 'test:worker' },
    { name: 'relay-restart', script: 'test:relay-restart' },
  ],
  [
    { name: 'e2e', script: 'test:e2e' },
    { name: 'deploy dry run', script: 'check:deploy' },
  ],
]
const phases = steps.flat()

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7)

function report(times: { phase: Phase; ms: number; code: number }[], total: number): void {
  const lines = phases.map((phase) => {
    const time = times.find((t) => t.phase === phase)
    if (!time) return `  ${phase.name.padEnd(16)}      -   not run`
    return `  ${phase.name.padEnd(16)}${seconds(time.ms)}${time.code === 0 ? '' : `   failed (exit ${time.code})`}`
  })
  console.log(['', 'npm test, time per phase (side by side within a step):', ...lines, `  ${'total'.padEnd(16)}${seconds(total)}`].join('\n'))
}

const started = performance.now()
const times: { phase: Phase; ms: number; code: number }[] = []
let stack: E2eStack | undefined
/** The specs' projects, made once the stack answers: about a minute of the operator's commands, off the e2e phase's time. */
let specProjects: Promise<number> | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stack?.stop().then(() => process.exit(1)))

async function runPhase(phase: Phase): Promise<void> {
  const start = performance.now()
  let code: number
  if (phase.name === 'e2e') {
    const ready = await stack!.ready().then(
      () => true,
      (error: Error) => (console.error(error.message), false),
    )
    stack!.showOutput()
    const projectsMade = ready && (await specProjects) === 0
    if (ready && !projectsMade) console.error("The specs' projects could not be made (e2e/support/make-spec-projects.ts, output above).")
    if (projectsMade) process.env.PORTHOLE_SPEC_PROJECTS = 'made'
    code = projectsMade ? await run('npm', ['run', '--silent', phase.script]) : 1
    await stack!.stop()
  } else {
    code = await run('npm', ['run', '--silent', phase.script])
  }
  times.push({ phase, ms: performance.now() - start, code })
}

for (const step of steps) {
  await Promise.all(step.map(runPhase))
  if (times.some(({ code }) => code !== 0)) break
  if (step.some((phase) => phase.name === 'check')) {
    // The checks built dist/ to weigh it, and nothing after them changes the sources: the e2e and deploy phases use that build.
    process.env.PORTHOLE_BUILT = '1'
    // The e2e stack starts now, beside the unit and worker tests, and Playwright reuses it.
    stack = startE2eStack()
    process.env.PORTHOLE_E2E_STACK = 'running'
    specProjects = stack.ready().then(
      () => run('node_modules/.bin/tsx', ['e2e/support/make-spec-projects.ts']),
      () => 1,
    )
  }
}
await stack?.stop()
report(times, performance.now() - started)
process.exitCode = times.some(({ code }) => code !== 0) ? 1 : 0
