import type { Address, ContractFunctionParameters, PublicClient } from 'viem'
import { MULTICALL3 } from '../../chain-data/client.js'
import { blockTimestampAbi, routerAbi } from './abi.js'

/** A path with liquidity and what `amount` becomes along it. */
export type PathQuote = { path: Address[]; out: bigint }

/**
 * The paths worth asking about, `from` and `to` being ERC-20s (WETH for the
 * native coin): direct, and through each hub (WETH, then every listed token),
 * so USDT → ETH finds USDT → USDC → WETH. No path visits a token twice.
 */
export function candidatePaths(from: Address, to: Address, hubs: readonly Address[]): Address[][] {
  const paths = new Map<string, Address[]>()
  for (const path of [[from, to], ...hubs.map((hub) => [from, hub, to])]) {
    if (new Set(path).size === path.length) paths.set(path.join(), path)
  }
  return [...paths.values()]
}

/**
 * The router's getAmountsOut of every path and the chain's time, in one
 * eth_call through Multicall3. A path whose pair does not exist or has no
 * liquidity reverts in the router and is left out; the best output comes first.
 */
export async function quotePaths(
  client: PublicClient,
  router: Address,
  paths: Address[][],
  amount: bigint,
): Promise<{ quotes: PathQuote[]; timestamp: bigint }> {
  const [clock, ...results] = await client.multicall({
    allowFailure: true,
    // One call however many paths; viem would otherwise split at 1 KB of calldata.
    batchSize: 0,
    contracts: [
      { address: MULTICALL3, abi: blockTimestampAbi, functionName: 'getCurrentBlockTimestamp' },
      ...paths.map((path) => ({ address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })),
    ] as ContractFunctionParameters[],
  })
  if (clock?.status !== 'success') throw new Error('Multicall3 did not answer the block timestamp')
  const quotes: PathQuote[] = []
  results.forEach((result, i) => {
    const amounts = result.status === 'success' ? (result.result as readonly bigint[]) : []
    const out = amounts[amounts.length - 1] ?? 0n
    if (out > 0n) quotes.push({ path: paths[i]!, out })
  })
  quotes.sort((a, b) => (a.out === b.out ? a.path.length - b.path.length : a.out > b.out ? -1 : 1))
  return { quotes, timestamp: clock.result as unknown as bigint }
}
