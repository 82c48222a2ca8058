import { isFullySupported, Messages } from '@porthole/protocol'
import type { TokenBalanceResponse } from '../chain-data/index.js'
import { type FrameThunk, selectActiveNetwork, selectAddress, selectCaipAddress, showToast } from '../store/index.js'
import { isReadFresh } from './balance-cache.js'
import { tokensFailed, tokensFetched, tokensStarted } from './tokens-slice.js'
import type { TokenBalance } from '../shared-state/index.js'

/** The plain address of a token: the API may qualify it as CAIP-10 (`eip155:1:0x…`). */
const plainAddress = (address: string) => address.slice(address.lastIndexOf(':') + 1)

/** Balance tokens whose decimals are exactly '0' are filtered out. */
export function toTokenBalances(balances: readonly TokenBalanceResponse[]): TokenBalance[] {
  return balances
    .filter((b) => b.quantity.decimals !== '0')
    .map((b) => ({
      name: b.name,
      symbol: b.symbol,
      chainId: b.chainId,
      ...(b.address ? { address: plainAddress(b.address) } : {}),
      decimals: Number(b.quantity.decimals),
      numeric: b.quantity.numeric,
      price: b.price ?? 0,
      value: b.value ?? 0,
      ...(b.iconUrl ? { iconUrl: b.iconUrl } : {}),
    }))
}

/**
 * The active account's balances on the active network from the chain-data
 * API. Cached 30 s; `force` skips the cache,
 * e.g. after a send, and asks the worker to skip its own. A failure, or a
 * network the frame does not offer, shows 'Token Balance Unavailable' and
 * blocks another try for 30 s.
 */
export function fetchTokenBalances({ force = false, now = Date.now() }: { force?: boolean; now?: number } = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const address = selectAddress(state)
    const key = selectCaipAddress(state)
    if (!address || !key) return
    if (isReadFresh(state.tokens, key, now, force)) return

    const network = selectActiveNetwork(state)
    dispatch(tokensStarted({ key }))
    try {
      // The worker reads balances of the fully supported families only.
      if (!network || !isFullySupported(network.namespace)) throw new Error('unsupported network')
      const balances = await services.chainData.getBalances(address, network.caipNetworkId, { forceUpdate: force })
      dispatch(tokensFetched({ key, balances: toTokenBalances(balances), at: now }))
    } catch {
      dispatch(tokensFailed({ key, at: now }))
      dispatch(showToast({ variant: 'error', message: Messages.tokenBalanceUnavailable }))
    }
  }
}
