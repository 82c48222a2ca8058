/** Ports and addresses of the local stack; each port can be moved by an environment variable. */
export type StackConfig = {
  anvilPort: number
  workerPort: number
  demoPort: number
  /** Local D1, KV and Durable Object state of wrangler, shared by the CLI and `wrangler dev`. */
  stateDir: string
}

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port number, got '${raw}'`)
  return value
}

export function readStackConfig(): StackConfig {
  return {
    anvilPort: port('PORTHOLE_ANVIL_PORT', 8545),
    workerPort: port('PORTHOLE_WORKER_PORT', 8787),
    demoPort: port('PORTHOLE_DEMO_PORT', 5173),
    stateDir: process.env.PORTHOLE_STATE_DIR ?? '.devnet/state',
  }
}

export const urls = (c: StackConfig) => ({
  anvil: `http://127.0.0.1:${c.anvilPort}`,
  worker: `http://127.0.0.1:${c.workerPort}`,
  demo: `http://localhost:${c.demoPort}`,
})
