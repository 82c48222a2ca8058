import { spawn, type ChildProcess } from 'node:child_process'

const children = new Set<ChildProcess>()
let stopping = false
/** A service that keeps failing is left down after this many restarts. */
const MAX_RESTARTS = 5

/**
 * Starts a long-running service, its output prefixed with its name. It stays in
 * our process group, so whoever stops the group (Ctrl-C, a test runner) stops it too.
 * With `restart`, a service that exits on its own is started again with the same
 * arguments (the worker's process has been seen to exit under load; its state is on disk),
 * with a loud line in the stack log each time.
 */
export function startService(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, { restart = false, restarts = 0 } = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!restart || stopping || restarts >= MAX_RESTARTS) return
    // A safety net, not a feature: every restart is a bug to find (docs/local-stack.md, "What runs").
    process.stderr.write(`\n!!! [${name}] RESTART ${restarts + 1}/${MAX_RESTARTS}: exited (${signal ?? code}) on its own; starting it again\n\n`)
    setTimeout(() => !stopping && startService(name, command, args, env, { restart, restarts: restarts + 1 }), 500)
  })
  return child
}

/** Runs a command to completion, failing with its output when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c))
    child.stderr.on('data', (c: Buffer) => (output += c))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))))
  })
}

export function stopAll(): Promise<void> {
  stopping = true
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 3_000).unref()
      }),
  )
  return Promise.all(exits).then(() => undefined)
}

export declare namespace waitForUrl {
  type Options = {
    init?: RequestInit
    /** Wait for a 2xx answer, not just any answer. */
    ok?: boolean
    /** Asked before each try: an error to stop with at once (the process that should answer has ended). */
    stopWith?: () => Error | undefined
  }
}

/** Polls until the URL answers (any HTTP status unless `ok`) or the time is up. */
export async function waitForUrl(url: string, timeoutMs: number, options: waitForUrl.Options = {}): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const stop = options.stopWith?.()
    if (stop) throw stop
    try {
      const response = await fetch(url, { ...options.init, signal: AbortSignal.timeout(2_000) })
      if (!options.ok || response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
