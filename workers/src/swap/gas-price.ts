import type { GasPriceResponse } from '@porthole/protocol'
import type { PublicClient } from 'viem'

/** The priority-fee percentiles of the standard, fast and instant tiers. */
const PERCENTILES = [50, 75, 95]
const BLOCKS = 10

const median = (values: bigint[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[Math.floor(values.length / 2)] ?? 0n

/**
 * Gas prices from the chain, in wei: each tier is the next block's base fee
 * plus the median, over the last 10 blocks, of the 50th / 75th / 95th
 * percentile priority fee paid, and never below the node's own eth_gasPrice.
 * A chain without EIP-1559 fee history answers eth_gasPrice for all three.
 * Both reads go in one JSON-RPC batch.
 */
export async function gasPriceTiers(client: PublicClient): Promise<GasPriceResponse> {
  const [gasPrice, history] = await Promise.all([
    client.getGasPrice(),
    client.getFeeHistory({ blockCount: BLOCKS, rewardPercentiles: PERCENTILES }).catch(() => undefined),
  ])
  const baseFee = history?.baseFeePerGas[history.baseFeePerGas.length - 1]
  const tier = (i: number) => {
    if (baseFee === undefined || !history?.reward) return gasPrice
    const price = baseFee + median(history.reward.map((rewards) => rewards[i] ?? 0n))
    return price > gasPrice ? price : gasPrice
  }
  return { standard: String(tier(0)), fast: String(tier(1)), instant: String(tier(2)) }
}
