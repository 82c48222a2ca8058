import { env } from 'cloudflare:workers'
import data from '../../data/wallets.json'
import { seedWalletsSql } from '../../src/wallets/seed.js'
import { walletsFile, type Wallet, type WalletEntry } from '../../src/wallets/wallet.js'

/** The data file, checked the way the seed command checks it. */
export const WALLETS: WalletEntry[] = walletsFile.parse(data)

/** Seeds D1 with the statements the seed command runs. */
export async function seedWallets(wallets: readonly WalletEntry[] = WALLETS): Promise<void> {
  await env.DB.batch(seedWalletsSql(wallets).map((sql) => env.DB.prepare(sql)))
}

export type WalletPage = { data: Wallet[]; count: number }

/** The listing order: ranked wallets by rank, then the rest by name. */
export function listingOrder(wallets: readonly WalletEntry[]): string[] {
  const key = (w: WalletEntry) => [w.rank === null ? 1 : 0, w.rank ?? 0, w.name.toLowerCase(), w.id] as const
  return [...wallets]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1
      return 0
    })
    .map((w) => w.id)
}
