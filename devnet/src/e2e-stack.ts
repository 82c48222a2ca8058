/**
 * The e2e phase's local stack, started by `npm test` as soon as the checks have built dist/ rather
 * than by Playwright when the e2e phase begins: its minute of start-up (chains seeded, bundlers,
 * worker) then runs beside the unit and worker tests, which leave a core partly idle. Playwright
 * reuses it (playwright.config.ts) and `npm test` ends it after the e2e phase.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { waitForUrl } from './processes.js'

/** Where the e2e stack keeps its chains, bundlers and D1. */
export const E2E_STATE_DIR = '.devnet/e2e-state'
const demoUrl = `http://127.0.0.1:${process.env.PORTHOLE_DEMO_PORT ?? '5173'}/`

export type E2eStack = {
  /** Resolves once the demo site answers (the stack starts it last), rejects if the stack ends first or takes over `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>
  /** From now on the stack's stderr is printed, what it wrote so far first (as Playwright prints its web server's). */
  showOutput(): void
  /** Ends the stack's whole process group: SIGTERM, SIGKILL after 15 s. */
  stop(): Promise<void>
}

export function startE2eStack(): E2eStack {
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['devnet/src/start.ts'], {
    env: { ...process.env, PORTHOLE_STATE_DIR: E2E_STATE_DIR },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that stop() reaches what it started (anvils, bundlers, wrangler).
    detached: true,
  })
  let exited = false
  const ended = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())))
  let held: string[] | undefined = []
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString().replace(/^(?=.)/gm, '[stack] ')
    if (held) held.push(text)
    else process.stderr.write(text)
  })

  return {
    ready(timeoutMs = 180_000) {
      return waitForUrl(demoUrl, timeoutMs, {
        ok: true,
        stopWith: () => (exited ? new Error(`the e2e stack ended before ${demoUrl} answered:\n${(held ?? []).join('')}`) : undefined),
      })
    },
    showOutput() {
      if (held) process.stderr.write(held.join(''))
      held = undefined
    },
    async stop() {
      if (exited) return
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name)
        } catch {
          // Already gone.
        }
      }
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 15_000)
      await ended
      clearTimeout(timer)
      signal('SIGKILL')
    },
  }
}
