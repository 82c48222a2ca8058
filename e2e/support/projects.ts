import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { DelayProxyStats } from '../../devnet/src/delay-proxy.js'

const exec = promisify(execFile)
const STATE_DIR = process.env.PORTHOLE_STATE_DIR ?? '.devnet/e2e-state'

/** The operator's command on the running stack's local D1: `npm run project -- <args>`. */
export async function projectCommand(...args: string[]): Promise<string> {
  const { stdout } = await exec('npm', ['run', '--silent', 'project', '--', ...args, '--persist-to', STATE_DIR], { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } })
  return stdout
}

/** The proxy `npm start` puts first among chain 31337's RPC URLs, answering the frame 300 ms late. */
export async function slowRpcProxy() {
  const { url } = JSON.parse(await readFile(`${STATE_DIR}/rpc-delay-proxy.json`, 'utf8')) as { url: string }
  return {
    url,
    reset: () => fetch(`${url}/reset`, { method: 'POST' }),
    stats: async () => ((await (await fetch(`${url}/stats`)).json()) as DelayProxyStats).methods,
  }
}
