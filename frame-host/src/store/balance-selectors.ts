import { createSelector } from '@reduxjs/toolkit'
import { formatBalance } from '../format/index.js'
import { selectActiveNetwork, selectCaipAddress } from './network-selectors.js'
import type { FrameState } from './types.js'

// Apart from selectors.ts, whose selectors the first paint uses: Account's balance brings viem's formatting.
/** 3 decimals, floored; '0.000' until known. With the network's symbol. */
export const selectBalance = createSelector(
  [selectActiveNetwork, selectCaipAddress, (state: FrameState) => state.balance],
  (network, caipAddress, { key, value }): { text: string; symbol: string; pending: boolean } => ({
    text: network && value !== undefined && key === caipAddress ? formatBalance(BigInt(value), network.nativeCurrency.decimals) : '0.000',
    symbol: network?.nativeCurrency.symbol ?? '',
    // Neither read nor failed yet for this account and network: views show a placeholder, not a 0.
    pending: key !== caipAddress,
  }),
)

/** The active network's RPC gave no answer when the active account's balance was read: Account says so instead of a 0. */
export const selectNetworkUnreachable = (state: FrameState): boolean => state.balance.unreachable === true && state.balance.key === selectCaipAddress(state)
