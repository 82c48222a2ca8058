import { env } from 'cloudflare:workers'
import { fungiblePriceResponse } from '@porthole/protocol'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { seedProject } from '../support.js'
import { FakeChain } from './fake-chain.js'
import { chainData, USDC } from './support.js'

beforeAll(() => seedProject('shipped-prices', ['https://dapp.example']))
afterEach(() => vi.restoreAllMocks())

const shipped = () => z.object({ ENVIRONMENT: z.string(), PRICE_SOURCE: z.string() }).parse(JSON.parse(env.SHIPPED_VARS))

/** ETH and USDC of the local chain as the price API answers them with `vars`. */
async function prices(vars: Partial<Env>): Promise<[string, number][]> {
  new FakeChain().install()
  const response = await chainData(
    '/v1/fungible/price',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'shipped-prices',
        addresses: [`eip155:31337:${USDC}`, 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      }),
    },
    vars,
  )
  expect(response.status).toBe(200)
  return fungiblePriceResponse()
    .parse(await response.json())
    .fungibles.map((f) => [f.symbol, f.price])
}

describe('fiat prices as shipped', () => {
  it('come from a live source in the shipped wrangler.toml', () => {
    expect(shipped()).toEqual({ ENVIRONMENT: 'production', PRICE_SOURCE: 'defillama' })
  })

  it("show no made-up price with the shipped vars: a chain without a market is priced 0, not the development table's", async () => {
    const { ENVIRONMENT, PRICE_SOURCE } = shipped()
    expect(await prices({ ENVIRONMENT, PRICE_SOURCE })).toEqual([
      ['USDC', 0],
      ['ETH', 0],
    ])
  })

  it('ignore the fixed development table outside development', async () => {
    expect(await prices({ ENVIRONMENT: 'production', PRICE_SOURCE: 'fixed' })).toEqual([
      ['USDC', 0],
      ['ETH', 0],
    ])
    expect(await prices({ ENVIRONMENT: 'development', PRICE_SOURCE: 'fixed' })).toEqual([
      ['USDC', 1],
      ['ETH', 3000],
    ])
  })
})
