import { readFileSync } from 'node:fs'
import * as z from 'zod'
import { seedWalletsSql } from '../src/wallets/seed.js'
import { walletsFile, type WalletEntry } from '../src/wallets/wallet.js'

const DATA = new URL('../data/wallets.json', import.meta.url)

/** workers/data/wallets.json, checked: the wallet directory D1 is made to match. */
export function readWallets(): WalletEntry[] {
  const parsed = walletsFile.safeParse(JSON.parse(readFileSync(DATA, 'utf8')))
  if (!parsed.success) throw new Error(`workers/data/wallets.json is invalid:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** The statements that make D1's wallet directory match the file; the last answers the ids it removed. */
export const walletsSeedSql = (wallets: readonly WalletEntry[] = readWallets()): string => seedWalletsSql(wallets).join(';\n')
