/**
 * `npm run check`: every static check, as many at a time as the machine has cores (the type checks
 * of ten packages alone took over two minutes one after another). Each check's output is printed
 * whole when it ends, so parallel output does not interleave; the run fails if any check fails.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

type Check = { name: string; command: string; args: string[] }

// TypeScript 7, the native compiler: the ten projects' checks took about 200 s of CPU with 5.9, about 60 s with 7.
// (5.9 stays the `typescript` package, for typescript-eslint and the SDK's declarations.)
const tsc = (project: string): Check => ({ name: `types: ${project}`, command: 'node_modules/typescript-7/bin/tsc', args: ['-p', project] })
const npmScript = (script: string): Check => ({ name: script, command: 'npm', args: ['run', '--silent', script] })

// Longest first, so the slowest do not start last.
const checks: Check[] = [
  npmScript('check:format'),
  { name: 'lint', command: 'node_modules/.bin/eslint', args: ['.'] },
  npmScript('check:package'),
  tsc('workers'),
  tsc('frame-host'),
  tsc('devnet'),
  tsc('e2e'),
  tsc('widget-app'),
  npmScript('check:unused'),
  npmScript('check:sizes'),
  tsc('bench'),
  tsc('sdk'),
  npmScript('check:worker-types'),
  tsc('e2e/sdk-app'),
  tsc('loader'),
  tsc('protocol'),
  npmScript('check:cycles'),
  npmScript('check:features'),
  npmScript('check:locales'),
]

type Outcome = { check: Check; code: number; output: string; ms: number }

function run(check: Check): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const end = (code: number) => resolve({ check, code, output, ms: performance.now() - started })
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      output += String(error)
      end(1)
    })
  })
}

const queue = [...checks]
const outcomes: Outcome[] = []
async function lane(): Promise<void> {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const outcome = await run(check)
    outcomes.push(outcome)
    const status = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`
    console.log(`${status.padEnd(6)} ${check.name} (${(outcome.ms / 1000).toFixed(1)} s)`)
    if (outcome.code !== 0 && outcome.output.trim()) console.log(outcome.output.trimEnd())
  }
}

await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane))
const failed = outcomes.filter((outcome) => outcome.code !== 0)
if (failed.length > 0) {
  console.log(`\n${failed.length} of ${checks.length} checks failed: ${failed.map((outcome) => outcome.check.name).join(', ')}`)
  process.exitCode = 1
}
