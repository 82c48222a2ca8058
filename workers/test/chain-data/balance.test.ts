import { balanceResponse, fungiblePriceResponse, supportedChainsResponse } from '@porthole/protocol'
import { getAddress } from 'viem'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedProject } from '../support.js'
import { FakeChain } from './fake-chain.js'
import { chainData, freshAddress, POINTS, USDC, USDT } from './support.js'

beforeAll(() => seedProject('chain-data', ['https://dapp.example']))
afterEach(() => vi.restoreAllMocks())

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

describe('GET /v1/supported-chains', () => {
  it('lists the chains of RPC_URLS', async () => {
    const response = await chainData('/v1/supported-chains')
    expect(response.status).toBe(200)
    expect(supportedChainsResponse().parse(await response.json())).toEqual({ http: ['eip155:31337'], ws: [] })
  })
})

describe('GET /v1/account/{address}/balance', () => {
  it('answers native and held tokens, decimals as strings, from one multicall', async () => {
    const holder = freshAddress()
    const chain = new FakeChain()
      .balance('native', holder, 2_500_000_000_000_000_000n)
      .balance(USDC, holder, 1_500_000n)
      .balance(POINTS, holder, 42n)
      .balance(USDT, holder, 0n)
      .install()
    const response = await chainData(`/v1/account/${holder}/balance?currency=usd&chainId=eip155:31337&projectId=chain-data&st=appkit&sv=1.7.15`)
    expect(response.status).toBe(200)
    const { balances } = balanceResponse().parse(await response.json())
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.quantity.decimals])).toEqual([
      ['ETH', '2.5', '18'],
      ['USDC', '1.5', '6'],
      ['PTS', '42', '0'],
    ])
    expect(balances[0]).toMatchObject({ chainId: 'eip155:31337', price: 3000, value: 7500 })
    expect(balances[0]!.address).toBeUndefined()
    expect(balances[1]!.address).toBe(`eip155:31337:${getAddress(USDC)}`)
    expect(balances[1]!.iconUrl).toBe('https://porthole.test/public/getTokenImage/USDC')
    expect(chain.count('eth_call')).toBe(1)
    expect(chain.posts).toBe(1)
  })

  it('serves a repeat from the cache without a chain call, and forceUpdate reads again', async () => {
    const holder = freshAddress()
    const chain = new FakeChain().balance(USDC, holder, 7_000_000n).install()
    const path = `/v1/account/${holder}/balance?currency=usd&chainId=eip155:31337`
    await chainData(path)
    chain.balance(USDC, holder, 9_000_000n)
    const cached = balanceResponse().parse(await (await chainData(path)).json())
    expect(cached.balances[1]!.quantity.numeric).toBe('7')
    expect(chain.count('eth_call')).toBe(1)
    const forced = balanceResponse().parse(await (await chainData(`${path}&forceUpdate=true`)).json())
    expect(forced.balances[1]!.quantity.numeric).toBe('9')
    expect(chain.count('eth_call')).toBe(2)
  })

  it.each([
    ['an unsupported EVM chain', `/v1/account/${freshAddress()}/balance?chainId=eip155:1`],
    ['a Solana chain', '/v1/account/7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ])('answers an empty list without a chain call on %s', async (_, path) => {
    const chain = new FakeChain().install()
    const response = await chainData(path)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ balances: [] })
    expect(chain.calls).toEqual([])
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['a malformed address', '/v1/account/0x1234/balance?chainId=eip155:31337', 'address'],
    ['a malformed chain id', `/v1/account/${freshAddress()}/balance?chainId=31337`, 'chainId'],
    ['another currency', `/v1/account/${freshAddress()}/balance?currency=eur`, 'currency'],
    ['a forceUpdate that is no boolean', `/v1/account/${freshAddress()}/balance?forceUpdate=yes`, 'forceUpdate'],
    ['a malformed project id', `/v1/account/${freshAddress()}/balance?projectId=a%20b`, 'projectId'],
  ])('refuses %s with a 400 naming it', async (_, path, field) => {
    const chain = new FakeChain().install()
    const response = await chainData(path)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    const body = (await response.json()) as { error: string; issues: { path: string }[] }
    expect(body.error).toBe('Invalid input')
    expect(body.issues.map((i) => i.path)).toContain(field)
    expect(chain.calls).toEqual([])
  })

  it('refuses an unknown project', async () => {
    const response = await chainData(`/v1/account/${freshAddress()}/balance?projectId=no-such-project`)
    expect(response.status).toBe(403)
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices listed tokens and the native placeholder, leaving out other chains', async () => {
    const chain = new FakeChain().install()
    const response = await chainData(
      '/v1/fungible/price',
      post({
        currency: 'usd',
        projectId: 'chain-data',
        addresses: [`eip155:31337:${USDC}`, 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', `eip155:1:${USDC}`],
      }),
    )
    expect(response.status).toBe(200)
    const { fungibles } = fungiblePriceResponse().parse(await response.json())
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['USDC', 1],
      ['ETH', 3000],
    ])
    expect(chain.calls).toEqual([])
  })

  it.each([
    ['no addresses', { currency: 'usd', addresses: [] }],
    ['an address that is no CAIP-10', { currency: 'usd', addresses: [USDC] }],
    ['another currency', { currency: 'eur', addresses: [`eip155:31337:${USDC}`] }],
    ['a body that is no JSON', 'nope'],
  ])('refuses %s with a 400', async (_, body) => {
    const response = await chainData('/v1/fungible/price', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('Invalid input')
  })
})

describe('CORS of the chain-data API', () => {
  it("answers a project's origin with CORS, and preflights POST routes", async () => {
    new FakeChain().install()
    const allowed = await chainData('/v1/supported-chains?projectId=chain-data', { headers: { Origin: 'https://dapp.example' } })
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://dapp.example')
    const other = await chainData('/v1/supported-chains?projectId=chain-data', { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const preflight = await chainData('/v1/fungible/price?projectId=chain-data', { method: 'OPTIONS', headers: { Origin: 'https://dapp.example' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS')
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://dapp.example')
  })
})
