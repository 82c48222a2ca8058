/**
 * GET /v1/convert/quotes against a running local worker, quoting on the seeded
 * Uniswap V2 of chain 31337: 1 ETH → USDC and a two-hop pair (USDT → ETH,
 * through USDC). Each quote is first checked against the router's own
 * getAmountsOut, so the bench never times a wrong answer.
 */
import { NATIVE_TOKEN_ADDRESS, swapQuotesResponse } from '@porthole/protocol'
import { createPublicClient, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { ACCOUNTS, UNISWAP_V2, USDC, USDT } from '../devnet/src/seed/addresses.js'

const WARMUP = 10
const CHAIN = 'eip155:31337'
const USER = `${CHAIN}:${ACCOUNTS[1]}`

export const QUOTE_PAIRS = [
  { name: '1 ETH → USDC', from: NATIVE_TOKEN_ADDRESS, to: USDC.address, amount: parseEther('1'), path: [UNISWAP_V2.weth.address, USDC.address] },
  {
    name: '300 USDT → ETH (two hops, through USDC)',
    from: USDT.address,
    to: NATIVE_TOKEN_ADDRESS,
    amount: parseUnits('300', 6),
    path: [USDT.address, USDC.address, UNISWAP_V2.weth.address],
  },
] as const
export type QuotePair = (typeof QUOTE_PAIRS)[number]

const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])

/** `count` sequential runs of `run`, in milliseconds. */
export async function timed(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times
}

/** The best quote's output for a pair, from the worker at `worker`. */
export async function quote(worker: string, pair: QuotePair): Promise<bigint> {
  const response = await fetch(
    `${worker}/v1/convert/quotes?amount=${pair.amount}&userAddress=${USER}&from=${CHAIN}:${pair.from}&to=${CHAIN}:${pair.to}&gasPrice=0`,
  )
  if (!response.ok) throw new Error(`quotes answered HTTP ${response.status}: ${await response.text()}`)
  const best = swapQuotesResponse().parse(await response.json()).quotes[0]
  if (!best) throw new Error(`no quote for ${pair.name}`)
  return BigInt(best.toAmount)
}

/** The router's getAmountsOut of the pair's path, read straight from anvil. */
export function routerAmounts(anvilUrl: string, pair: QuotePair): Promise<readonly bigint[]> {
  const anvil = createPublicClient({ transport: http(anvilUrl) })
  return anvil.readContract({
    address: UNISWAP_V2.router02.address,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [pair.amount, [...pair.path] as Address[]],
  })
}

/** Quote latency of each pair over `samples` quotes, after checking the quote equals the chain's and a warm-up. */
export async function quoteLatencies(worker: string, anvilUrl: string, samples: number): Promise<{ pair: QuotePair; times: number[] }[]> {
  const results: { pair: QuotePair; times: number[] }[] = []
  for (const pair of QUOTE_PAIRS) {
    const amounts = await routerAmounts(anvilUrl, pair)
    if ((await quote(worker, pair)) !== amounts[amounts.length - 1]) throw new Error(`the quote of ${pair.name} is not the router's getAmountsOut`)
    await timed(WARMUP, () => quote(worker, pair))
    results.push({ pair, times: await timed(samples, () => quote(worker, pair)) })
  }
  return results
}
