import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { wranglerCommand } from '../../cli/wrangler-command.js'
import { RelayClient, createIdentity, relayUrl } from './client.js'

export type DevServer = { base: string; stop(): Promise<void> }

/**
 * `wrangler dev` on a port of its own with state in `persistTo`, for Node-side
 * relay tests and the bench, with `vars` passed to the worker. It runs in its own process group, stopped as a whole.
 */
export async function startDevServer(port: number, persistTo: string, timeoutMs = 60_000, vars: Record<string, string> = {}): Promise<DevServer> {
  await assertPortFree(port)
  // The [assets] folder must exist even when nothing was built yet.
  mkdirSync('dist/public', { recursive: true })
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).map(([name, value]) => `--var=${name}:${value}`),
  ]
  const child = spawn(...wranglerCommand(args), {
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  const stop = () => stopGroup(child)
  const until = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}`)
    try {
      // Any answer (426: not an upgrade) means the relay route is up.
      await fetch(`${base}/relay`, { signal: AbortSignal.timeout(2_000) })
      return { base, stop }
    } catch {
      if (Date.now() > until) {
        await stop()
        throw new Error(`wrangler dev did not answer on ${base} within ${timeoutMs} ms:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Otherwise the polling below could find someone else's server on the port. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is taken; stop what uses it or choose another port.`)))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()))
  })
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve()
    const pid = child.pid
    const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    process.kill(-pid, 'SIGTERM')
  })
}

/** A relay client in Node over Node's own WebSocket, for a full relay URL. */
export async function openClient(url: string): Promise<RelayClient> {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url.split('?')[0]}`)), { once: true })
  })
  return new RelayClient(socket)
}

/** A relay client in Node with a fresh key. */
export async function connectNode(base: string): Promise<RelayClient> {
  return openClient(await relayUrl(base.replace(/^http/, 'ws'), await createIdentity()))
}
