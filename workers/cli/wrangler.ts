import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { wranglerCommand } from './wrangler-command.js'
import type { Target } from './args.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

const targetFlags = (target: Target) =>
  target.remote ? ['--remote'] : ['--local', ...(target.persistTo === undefined ? [] : ['--persist-to', target.persistTo])]

/** Runs wrangler from the repo root; throws with its output when it fails. */
function wrangler(args: string[]): string {
  const result = spawnSync(...wranglerCommand(args), {
    cwd: root,
    encoding: 'utf8',
    env: { WRANGLER_SEND_METRICS: 'false', ...process.env },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** Migrations are idempotent, so every command applies what is missing first. */
export function applyMigrations(target: Target): void {
  wrangler(['d1', 'migrations', 'apply', 'DB', ...targetFlags(target)])
}

/** Runs one statement; the rows it returns. */
export function execute(sql: string, target: Target): unknown[] {
  const output = JSON.parse(wrangler(['d1', 'execute', 'DB', ...targetFlags(target), '--json', '--command', sql])) as unknown
  const [first] = Array.isArray(output) ? output : []
  const results = (first as { results?: unknown } | undefined)?.results
  if (!Array.isArray(results)) throw new Error('Unexpected output from wrangler d1 execute')
  return results
}
