/**
 * `npm run wallets:seed -- [--remote | --persist-to <dir>]`: makes D1's wallet
 * directory match workers/data/wallets.json. The file is checked first; wallets
 * no longer in it are removed. Safe to rerun.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as z from 'zod'
import { seedWalletsSql } from '../src/wallets/seed.js'
import { walletsFile } from '../src/wallets/wallet.js'
import { targetOf, type Target } from './args.js'
import { applyMigrations, execute } from './wrangler.js'

const USAGE = 'Usage: npm run wallets:seed -- [--remote | --persist-to <dir>]'
const DATA = new URL('../data/wallets.json', import.meta.url)

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
  const parsed = walletsFile.safeParse(JSON.parse(readFileSync(DATA, 'utf8')))
  if (!parsed.success) throw new Error(`workers/data/wallets.json is invalid:\n${z.prettifyError(parsed.error)}`)
  applyMigrations(target)
  const removed = execute(seedWalletsSql(parsed.data).join(';\n'), target)
  const where = target.remote ? 'remote' : 'local'
  const pruned = removed.length === 0 ? '' : `; removed ${removed.map((row) => (row as { id: string }).id).join(', ')}`
  console.log(`Seeded ${parsed.data.length} wallets (${where})${pruned}`)
}

try {
  run(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
