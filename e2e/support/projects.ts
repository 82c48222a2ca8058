import type { FeatureId } from '@porthole/protocol'
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { DEMO_DEFAULT_NETWORK } from '../../devnet/src/config.js'
import type { DelayProxyStats } from '../../devnet/src/delay-proxy.js'
import { upsertProjectSql } from '../../workers/cli/sql.js'
import { defaultFeatures, withFeatures } from '../../workers/src/projects/defaults.js'
import { retriedUnderD1Lock } from './d1-lock.js'
import { writeLocalD1 } from './local-d1.js'
import { STATE_DIR } from './state-dir.js'

const exec = promisify(execFile)

/** The demo site's origins, as the `demo` project allows them. */
const ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

export type ProjectSettings = { features?: Partial<Record<FeatureId, boolean>>; basic?: boolean }

/** Writes projects for the demo site into the running stack's D1 with the SQL `npm run project -- add` runs, in one statement batch. */
export async function saveProjects(projects: Record<string, ProjectSettings>): Promise<void> {
  const statements = Object.entries(projects).map(([id, { features = {}, basic }]) =>
    upsertProjectSql(
      {
        id,
        name: `e2e ${id}`,
        origins: ORIGINS,
        returnUrls: [],
        features: withFeatures(defaultFeatures(), features),
        defaultNetwork: DEMO_DEFAULT_NETWORK,
        basic,
      },
      Date.now(),
    ),
  )
  await writeLocalD1(statements.join('; '))
}

/**
 * The operator's command itself (`npm run project -- …`) against the e2e stack's state. The running
 * worker holds the same sqlite file: a command that meets its lock (SQLITE_BUSY) is tried again, up to
 * 5 times; every command the specs give (add, set) writes the same whatever it found.
 */
export async function projectCommand(args: string[]): Promise<string> {
  const { stdout } = await retriedUnderD1Lock(() =>
    exec('node_modules/.bin/tsx', ['workers/cli/project.ts', ...args, '--persist-to', STATE_DIR], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    }),
  )
  return stdout
}

/** The proxy `npm start` puts first among chain 31337's RPC URLs, answering the frame 300 ms late. */
export async function slowRpcProxy() {
  const { url } = JSON.parse(await readFile(`${STATE_DIR}/rpc-delay-proxy.json`, 'utf8')) as { url: string }
  return {
    url,
    reset: () => fetch(`${url}/reset`, { method: 'POST' }),
    stats: async () => ((await (await fetch(`${url}/stats`)).json()) as DelayProxyStats).methods,
    /** The addresses whose balance browsers asked the slow endpoint for since the last reset. */
    balancesAsked: async () =>
      ((await (await fetch(`${url}/stats`)).json()) as DelayProxyStats).calls
        .filter((call) => call.method === 'eth_getBalance')
        .map((call) => String(call.first).toLowerCase()),
  }
}
