/**
 * Operator command for embedded-wallet keys:
 * `npm run keys -- rotate --from-version <n> [--remote | --persist-to <dir>]`
 * re-encrypts every key (EVM and Solana) under KEK version n with the current KEK
 * (docs/operators.md "Rotating the KEK"). It reads the KEKs from its
 * environment, as the worker does from its secrets.
 */
import { parseArgs } from 'node:util'
import { targetOf, UsageError, type Target } from './args.js'
import { ROTATION_BATCH, rotationKeks, rotationSql, SEALED_KEYS, selectUnderVersionSql } from './key-rotation.js'
import { applyMigrations, execute } from './wrangler.js'

const USAGE = `Usage:
  EMBEDDED_WALLET_KEK=<new> EMBEDDED_WALLET_KEK_VERSION=<n+1> EMBEDDED_WALLET_KEK_PREVIOUS=<old> \\
    npm run keys -- rotate --from-version <n> [--remote | --persist-to <dir>]`

function parse(argv: string[]): { fromVersion: number; target: Target } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'from-version': { type: 'string' }, remote: { type: 'boolean' }, 'persist-to': { type: 'string' } },
  })
  if (positionals.length !== 1 || positionals[0] !== 'rotate')
    throw new UsageError(positionals[0] === undefined ? 'Missing command' : `Unknown command '${positionals.join(' ')}'`)
  const fromVersion = Number(values['from-version'])
  if (!Number.isInteger(fromVersion) || fromVersion < 1)
    throw new UsageError(`--from-version must be a KEK version (1 or more), got '${values['from-version'] ?? ''}'`)
  return { fromVersion, target: targetOf(values) }
}

async function run(argv: string[]): Promise<void> {
  const { fromVersion, target } = parse(argv)
  // The published development KEK is accepted for local state only, as by a development worker.
  const keks = await rotationKeks({ ...process.env, ENVIRONMENT: target.remote ? 'production' : 'development' }, fromVersion)
  applyMigrations(target)
  for (const kind of SEALED_KEYS) {
    let total = 0
    for (;;) {
      const rows = execute(selectUnderVersionSql(kind, fromVersion, ROTATION_BATCH), target)
      if (rows.length === 0) break
      total += execute(await rotationSql(keks, kind, rows), target).length
    }
    console.log(
      `Re-encrypted ${total} ${kind.name} wallet keys from KEK version ${fromVersion} to ${keks.current.version} (${target.remote ? 'remote' : 'local'}).`,
    )
  }
}

try {
  await run(process.argv.slice(2))
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
  else console.error((error as Error).message)
  process.exitCode = 1
}
