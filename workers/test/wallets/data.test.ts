import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { seedWalletsSql } from '../../src/wallets/seed.js'
import { walletsFile, type WalletEntry } from '../../src/wallets/wallet.js'
import { seedWallets, WALLETS } from './support.js'

const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM wallets').first<{ n: number }>())?.n

describe('workers/data/wallets.json', () => {
  it('lists at least 50 wallets, the well-known ones with their EIP-6963 rdns', () => {
    expect(WALLETS.length).toBeGreaterThanOrEqual(50)
    const rdns = Object.fromEntries(WALLETS.map((w) => [w.id, w.rdns]))
    expect(rdns).toMatchObject({
      metamask: 'io.metamask',
      'coinbase-wallet': 'com.coinbase.wallet',
      'trust-wallet': 'com.trustwallet.app',
      rainbow: 'me.rainbow',
      phantom: 'app.phantom',
      zerion: 'io.zerion.wallet',
      rabby: 'io.rabby',
      'okx-wallet': 'com.okex.wallet',
    })
  })

  it('rejects listings the frame could not use safely', () => {
    const base: WalletEntry = { ...WALLETS[0]! }
    const bad: Partial<WalletEntry>[] = [
      { mobile_link: 'javascript://%0Aalert(1)' },
      { webapp_link: 'http://example.com' },
      { chains: ['eip155'] },
      { chains: [] },
      { id: 'Has Space' },
      { name: ' padded ' },
      { rank: 0 },
    ]
    for (const change of bad) expect(walletsFile.safeParse([{ ...base, ...change }]).success, JSON.stringify(change)).toBe(false)
    expect(walletsFile.safeParse([base, { ...base, name: 'Copy' }]).success).toBe(false)
  })
})

describe('seeding', () => {
  it('is idempotent, updates listings and removes wallets no longer in the file', async () => {
    await seedWallets()
    await seedWallets()
    expect(await count()).toBe(WALLETS.length)
    const renamed = WALLETS.slice(0, 3).map((w) => ({ ...w, name: `${w.name} (renamed)` }))
    const results = await env.DB.batch(seedWalletsSql(renamed).map((sql) => env.DB.prepare(sql)))
    expect(results[0]?.results).toHaveLength(WALLETS.length - 3)
    expect(await count()).toBe(3)
    const row = await env.DB.prepare('SELECT name FROM wallets WHERE id = ?').bind(WALLETS[0]!.id).first<{ name: string }>()
    expect(row?.name).toBe(`${WALLETS[0]!.name} (renamed)`)
    await seedWallets()
    expect(await count()).toBe(WALLETS.length)
  })

  it('quotes names with apostrophes', async () => {
    const quoted = [{ ...WALLETS[0]!, name: "O'Brien's Wallet" }]
    await env.DB.batch(seedWalletsSql(quoted).map((sql) => env.DB.prepare(sql)))
    const row = await env.DB.prepare('SELECT name FROM wallets').first<{ name: string }>()
    expect(row?.name).toBe("O'Brien's Wallet")
    await seedWallets()
  })
})
