import type { FrameThunk } from '../store/index.js'

/**
 * The fiat price of a network's native token from the chain-data API: the balances the store already has for that network,
 * else one fresh read. Undefined when nobody priced it; the approval then shows
 * the native amount only.
 */
export function nativePrice(address: string, caipNetworkId: string): FrameThunk<Promise<number | undefined>> {
  return async (_dispatch, getState, services) => {
    const { tokens } = getState()
    if (tokens.key?.toLowerCase() === `${caipNetworkId}:${address}`.toLowerCase()) {
      const native = tokens.balances.find((b) => b.address === undefined)
      if (native?.price) return native.price
    }
    try {
      const balances = await services.chainData.getBalances(address, caipNetworkId)
      return balances.find((b) => !b.address)?.price ?? undefined
    } catch {
      return undefined
    }
  }
}
