import { gasPriceResponse, NATIVE_TOKEN_ADDRESS, swapAllowanceResponse, swapQuotesResponse, swapTokensResponse } from '@porthole/protocol'
import { getAddress, maxUint256, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshAddress } from '../chain-data/support.js'
import { seedProject } from '../support.js'
import { amountsOut, anvil, caip10, READS, swapApi, token, weth } from './support.js'

beforeAll(() => seedProject('swap-reads', ['https://dapp.example']))

const user = `${READS}:${getAddress(freshAddress())}`
const quotes = async (from: string, to: string, amount: bigint) => {
  const response = await swapApi(
    `/v1/convert/quotes?projectId=swap-reads&amount=${amount}&userAddress=${user}&from=${caip10(READS, from)}&to=${caip10(READS, to)}&gasPrice=0`,
  )
  expect(response.status).toBe(200)
  return swapQuotesResponse().parse(await response.json()).quotes
}

describe('GET /v1/convert/tokens', () => {
  it("lists the chain's native coin and its listed ERC-20s, with CORS for the project's origin", async () => {
    const response = await swapApi(`/v1/convert/tokens?chainId=${READS}&projectId=swap-reads`, { headers: { Origin: 'https://dapp.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://dapp.example')
    const { tokens } = swapTokensResponse().parse(await response.json())
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', `${READS}:${NATIVE_TOKEN_ADDRESS}`, 18],
      ['USDC', `${READS}:${getAddress(token('USDC').address)}`, 6],
      ['USDT', `${READS}:${getAddress(token('USDT').address)}`, 6],
      ['PTS', `${READS}:${getAddress(token('PTS').address)}`, 0],
    ])
    expect(tokens[1]!.logoUri).toBe('https://porthole.test/public/getTokenImage/USDC')
  })
})

describe('GET /v1/convert/quotes', () => {
  it('quotes 1 ETH → USDC as the router computes it on the chain', async () => {
    const [best] = await quotes('ETH', 'USDC', parseEther('1'))
    const direct = await amountsOut(READS, parseEther('1'), [await weth(READS), token('USDC').address])
    expect(best).toEqual({
      id: 'uniswap-v2:WETH>USDC',
      fromAmount: String(parseEther('1')),
      fromAccount: caip10(READS, 'ETH'),
      toAmount: String(direct),
      toAccount: `${READS}:${getAddress(token('USDC').address)}`,
    })
    // About 2,988 USDC: the pool's 3000 USDC per ETH less the 0.3 % fee and 0.1 % price impact.
    expect(Number(direct) / 1e6).toBeCloseTo(2988, -1)
  })

  it('routes USDT → ETH through USDC when no USDT/WETH pair exists', async () => {
    const amount = parseUnits('300', 6)
    const found = await quotes('USDT', 'ETH', amount)
    const twoHop = await amountsOut(READS, amount, [token('USDT').address, token('USDC').address, await weth(READS)])
    expect(found).toEqual([expect.objectContaining({ id: 'uniswap-v2:USDT>USDC>WETH', toAmount: String(twoHop) })])
  })

  it('answers no quote for a pair without liquidity', async () => {
    expect(await quotes('PTS', 'USDC', 5n)).toEqual([])
    expect(await quotes('ETH', 'PTS', parseEther('1'))).toEqual([])
  })
})

describe('GET /v1/convert/allowance', () => {
  it("reads the router's allowance of a token, and the native coin's as unlimited", async () => {
    const owner = `${READS}:${getAddress(freshAddress())}`
    const read = async (symbol: string) => {
      const response = await swapApi(`/v1/convert/allowance?tokenAddress=${caip10(READS, symbol)}&userAddress=${owner}`)
      expect(response.status).toBe(200)
      return swapAllowanceResponse().parse(await response.json()).allowance
    }
    expect(await read('USDC')).toBe('0')
    expect(await read('ETH')).toBe(String(maxUint256))
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price for every tier, rising from standard to instant", async () => {
    const response = await swapApi(`/v1/convert/gas-price?chainId=${READS}&st=appkit&sv=1.7.15`)
    expect(response.status).toBe(200)
    const tiers = gasPriceResponse().parse(await response.json())
    const chain = await anvil(READS).getGasPrice()
    expect(BigInt(tiers.standard)).toBeGreaterThanOrEqual(chain)
    expect(BigInt(tiers.fast)).toBeGreaterThanOrEqual(BigInt(tiers.standard))
    expect(BigInt(tiers.instant)).toBeGreaterThanOrEqual(BigInt(tiers.fast))
  })
})

describe('the build calls', () => {
  it('builds an approval of exactly the amount asked, to the token for the router', async () => {
    const owner = `${READS}:${getAddress(freshAddress())}`
    const response = await swapApi(`/v1/convert/build-approve?userAddress=${owner}&from=${caip10(READS, 'USDC')}&to=${caip10(READS, 'ETH')}&amount=1500000`)
    expect(response.status).toBe(200)
    const { tx } = (await response.json()) as { tx: { from: string; to: string; data: string; value: string; eip155: { gas: number; gasPrice: string } } }
    expect(tx.from).toBe(`${READS}:${getAddress(token('USDC').address)}`)
    expect(tx.to).toMatch(new RegExp(`^${READS}:0xE37676713Bf0C5E344bbF07269Ab663B4D76A492$`))
    // approve(router, 1500000)
    expect(tx.data).toBe(`0x095ea7b3${'e37676713bf0c5e344bbf07269ab663b4d76a492'.padStart(64, '0')}${(1_500_000).toString(16).padStart(64, '0')}`)
    expect(tx.value).toBe('0')
    expect(tx.eip155.gas).toBeGreaterThan(21_000)
  })
})
