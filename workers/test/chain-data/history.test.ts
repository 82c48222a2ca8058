import { historyResponse } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAddress, zeroAddress } from 'viem'
import { FakeChain } from './fake-chain.js'
import { chainData, freshAddress, PUFFINS, USDC } from './support.js'

afterEach(() => vi.restoreAllMocks())

const history = async (account: string, query = 'chainId=eip155:31337') => {
  const response = await chainData(`/v1/account/${account}/history?${query}`)
  expect(response.status).toBe(200)
  return historyResponse().parse(await response.json())
}

describe('GET /v1/account/{account}/history', () => {
  it('lists native, ERC-20 and NFT transfers newest first, as the account sees them', async () => {
    const me = freshAddress()
    const friend = freshAddress()
    new FakeChain()
      .mine([{ from: zeroAddress, to: PUFFINS, value: 0n, nonce: 0 }], [{ tx: 0, address: PUFFINS, from: zeroAddress, to: me, amount: 7n, nft: true }])
      .mine([{ from: friend, to: me, value: 2_000_000_000_000_000_000n, nonce: 0 }])
      .mine([{ from: me, to: USDC, value: 0n, nonce: 0 }], [{ tx: 0, address: USDC, from: me, to: friend, amount: 1_500_000n }])
      .mine([{ from: me, to: friend, value: 1n, nonce: 1, failed: true }])
      .install()
    const { data, next } = await history(me)
    expect(next).toBeNull()
    expect(data.map((t) => t.metadata.operationType)).toEqual(['send', 'receive', 'mint'])
    const [send, receive, mint] = data
    expect(send!.metadata).toMatchObject({ status: 'confirmed', sentFrom: getAddress(me), sentTo: getAddress(friend), chain: 'eip155:31337', nonce: 0 })
    expect(send!.transfers).toEqual([
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://porthole.test/public/getTokenImage/USDC' } },
        direction: 'out',
        quantity: { numeric: '1.5' },
        price: 1,
        value: 1.5,
      },
    ])
    expect(receive!.transfers[0]).toMatchObject({ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '2' }, value: 6000 })
    expect(mint!.transfers[0]).toMatchObject({
      nft_info: { name: 'Porthole Puffins #7', flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    })
    expect(new Date(send!.metadata.minedAt).getTime()).toBeGreaterThan(new Date(receive!.metadata.minedAt).getTime())
    expect(send!.id).toBe(send!.metadata.hash)
  })

  it('pages 20 at a time with a cursor', async () => {
    const me = freshAddress()
    const chain = new FakeChain()
    for (let i = 0; i < 25; i++) chain.mine([{ from: me, to: freshAddress(), value: BigInt(i + 1), nonce: i }])
    chain.install()
    const first = await history(me)
    expect(first.data).toHaveLength(20)
    expect(first.next).toMatch(/^\d+\.\d+$/)
    const second = await history(me, `chainId=eip155:31337&cursor=${first.next}`)
    expect(second.data.map((t) => t.metadata.nonce)).toEqual([4, 3, 2, 1, 0])
    expect(second.next).toBeNull()
  })

  it('indexes a restarted chain from block 0 again', async () => {
    const me = freshAddress()
    new FakeChain().mine([{ from: me, to: freshAddress(), value: 1n, nonce: 0 }]).install()
    expect((await history(me)).data).toHaveLength(1)
    vi.restoreAllMocks()
    new FakeChain().mine([{ from: freshAddress(), to: freshAddress(), value: 1n, nonce: 0 }]).install()
    expect((await history(me)).data).toEqual([])
  })

  it.each([
    ['an unsupported EVM chain', `${freshAddress()}`, 'chainId=eip155:10'],
    ['a Solana chain', '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q', 'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('answers no transactions without a chain call on %s', async (_, account, query) => {
    const chain = new FakeChain().install()
    expect(await history(account, query)).toEqual({ data: [], next: null })
    expect(chain.calls).toEqual([])
  })

  it.each([
    ['no chain id', ''],
    ['a cursor that no page gave', 'chainId=eip155:31337&cursor=abc'],
    ['a malformed chain id', 'chainId=eip155'],
  ])('refuses %s with a 400', async (_, query) => {
    const chain = new FakeChain().install()
    const response = await chainData(`/v1/account/${freshAddress()}/history?${query}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('Invalid input')
    expect(chain.calls).toEqual([])
  })
})
