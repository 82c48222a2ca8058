import { describe, expect, it } from 'vitest'
import type { Transaction } from '../chain-data/schemas.js'
import { groupTransactions, keepTransactions, orderedGroups } from './group-transactions.js'

const CHAIN = 'eip155:31337'

/** Mid-month, mid-day dates: the local calendar agrees with UTC whatever the time zone. */
function tx(id: string, minedAt: string, overrides: Partial<Transaction['metadata']> = {}, transfers: Transaction['transfers'] = [fungible()]): Transaction {
  return {
    id,
    metadata: { operationType: 'send', minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', chain: CHAIN, ...overrides },
    transfers,
  }
}
function fungible(): Transaction['transfers'][number] {
  return { fungible_info: { symbol: 'USDC' }, direction: 'out', quantity: { numeric: '1.5' } }
}
function nft(spam: boolean): Transaction['transfers'][number] {
  return { nft_info: { name: 'Punk', flags: { is_spam: spam } }, direction: 'in', quantity: { numeric: '1' } }
}

describe('activity grouping', () => {
  it('groups by year then month, newest first by mined time', () => {
    const grouped = groupTransactions({}, [
      tx('a', '2026-03-10T12:00:00Z'),
      tx('b', '2026-03-20T12:00:00Z'),
      tx('c', '2025-11-15T12:00:00Z'),
      tx('d', '2026-01-15T12:00:00Z'),
    ])
    expect(grouped['2026']!['2']!.map((t) => t.id)).toEqual(['b', 'a'])
    expect(orderedGroups(grouped).map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 2, ['b', 'a']],
      [2026, 0, ['d']],
      [2025, 10, ['c']],
    ])
  })

  it('a later page joins its month in order; a duplicate id within the month replaces the old entry', () => {
    const first = groupTransactions({}, [tx('a', '2026-03-20T12:00:00Z'), tx('b', '2026-03-10T12:00:00Z')])
    const second = groupTransactions(first, [tx('b', '2026-03-10T12:00:00Z', { status: 'failed' }), tx('c', '2026-03-15T12:00:00Z')])
    const march = second['2026']!['2']!
    expect(march.map((t) => t.id)).toEqual(['a', 'c', 'b'])
    expect(march.find((t) => t.id === 'b')!.metadata.status).toBe('failed')
    expect(first['2026']!['2']!).toHaveLength(2)
  })

  it('drops transactions whose every transfer is flagged spam NFT, and those on another network', () => {
    const kept = keepTransactions(
      [
        tx('spam', '2026-03-10T12:00:00Z', {}, [nft(true), nft(true)]),
        tx('mixed', '2026-03-10T12:00:00Z', {}, [nft(true), fungible()]),
        tx('clean-nft', '2026-03-10T12:00:00Z', {}, [nft(false)]),
        tx('other-chain', '2026-03-10T12:00:00Z', { chain: 'eip155:1' }),
        tx('no-chain', '2026-03-10T12:00:00Z', { chain: null }),
      ],
      CHAIN,
    )
    expect(kept.map((t) => t.id)).toEqual(['mixed', 'clean-nft'])
  })
})
