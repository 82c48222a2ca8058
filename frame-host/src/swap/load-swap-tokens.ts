import { fetchTokenBalances } from '../account/index.js'
import { selectActiveNetwork, selectAddress, type FrameThunk } from '../store/index.js'
import { swapClient } from './swap-client.js'
import { SwapMessages } from './swap-errors.js'
import { selectSwap, swapActions } from './swap-slice.js'

/**
 * Opens Swap on the active network: the tokens its backend trades, priced in
 * USD by the worker, and the account's balances beside them. Nothing is asked
 * of a network without a swap backend (the view says so).
 */
export function loadSwapTokens({ networks }: { networks: string[] }): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    dispatch(swapActions.opened({ networks }))
    const state = getState()
    const network = selectActiveNetwork(state)
    if (!network || !selectAddress(state) || !networks.includes(network.caipNetworkId)) return
    const { caipNetworkId } = network
    const swap = selectSwap(state)
    if (swap.network === caipNetworkId && swap.tokensStatus === 'ready') {
      await dispatch(fetchTokenBalances())
      return
    }
    dispatch(swapActions.tokensLoading({ network: caipNetworkId }))
    const client = swapClient(services.chainData)
    try {
      const [tokens] = await Promise.all([client.tokens(caipNetworkId), dispatch(fetchTokenBalances())])
      dispatch(
        swapActions.tokensLoaded({
          network: caipNetworkId,
          tokens: tokens.map(({ address, symbol, name, decimals, logoUri }) => ({ address, symbol, name, decimals, logoUri, price: 0 })),
        }),
      )
      // Prices follow the list rather than hold it back; until then the balances' own prices stand in. An unpriced token still trades.
      const prices = await client.prices(tokens.map((t) => t.address)).catch(() => new Map<string, number>())
      dispatch(swapActions.pricesLoaded({ network: caipNetworkId, prices: Object.fromEntries(prices) }))
    } catch {
      dispatch(swapActions.tokensFailed({ network: caipNetworkId, message: SwapMessages.tokensFailed }))
    }
  }
}
