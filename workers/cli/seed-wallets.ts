/**
 * `npm run wallets:seed -- [--remote | --persist-to <dir>]`: makes D1's wallet
 * directory match workers/data/wallets.json. The file is checked first; wallets
 * no longer in it are removed. Safe to rerun.
 */
import { parseArgs } from 'node:util'
import { targetOf, type Target } from './args.js'
import { readWallets, walletsSeedSql } from './wallets-data.js'
import { applyMigrations, execute } from './wrangler.js'

const USAGE = 'Usage: npm run wallets:seed -- [--remote | --persist-to <dir>]'

function parseTarget(argv: string[]): Target {
  const { values } = parseArgs({ args: argv, options: { remote: { type: 'boolean' }, 'persist-to': { type: 'string' } } })
  return targetOf(values)
}

function run(argv: string[]): void {
  let target: Target
  try {
    target = parseTarget(argv)
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`)
  }
  const wallets = readWallets()
  applyMigrations(target)
  const removed = execute(walletsSeedSql(wallets), target)
  const where = target.remote ? 'remote' : 'local'
  const pruned = removed.length === 0 ? '' : `; removed ${removed.map((row) => (row as { id: string }).id).join(', ')}`
  console.log(`Seeded ${wallets.length} wallets (${where})${pruned}`)
}

try {
  run(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
