import { spawn } from 'node:child_process'

export const BENCH_PORTS = {
  PORTHOLE_ANVIL_PORT: '18545',
  PORTHOLE_ANVIL2_PORT: '18546',
  PORTHOLE_SOLANA_PORT: '18899',
  PORTHOLE_SOLANA_WS_PORT: '18900',
  PORTHOLE_WORKER_PORT: '18787',
  PORTHOLE_DEMO_PORT: '15173',
  PORTHOLE_BUNDLER_PORT: '14337',
  PORTHOLE_BUNDLER2_PORT: '14338',
  PORTHOLE_OIDC_PORT: '19400',
}
export const DEMO = `http://127.0.0.1:${BENCH_PORTS.PORTHOLE_DEMO_PORT}`
export const ANVIL_URL = `http://127.0.0.1:${BENCH_PORTS.PORTHOLE_ANVIL_PORT}`
export const ANVIL2_URL = `http://127.0.0.1:${BENCH_PORTS.PORTHOLE_ANVIL2_PORT}`
export const WORKER = `http://localhost:${BENCH_PORTS.PORTHOLE_WORKER_PORT}`
export const SOLANA_URL = `http://127.0.0.1:${BENCH_PORTS.PORTHOLE_SOLANA_PORT}`

/** The state folder of the stack startStack starts. */
export const BENCH_STATE_DIR = '.devnet/bench-state'

/** The local stack on ports of its own, so a running `npm start` is left alone; `env` adds to its environment. */
export async function startStack(env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const child = spawn('node_modules/.bin/tsx', ['devnet/src/start.ts'], {
    env: { ...process.env, ...BENCH_PORTS, ...env, PORTHOLE_STATE_DIR: BENCH_STATE_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
      if (out.includes('Porthole is running.')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the local stack exited (${code}):\n${out}`)))
  })
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGINT')
    })
}
