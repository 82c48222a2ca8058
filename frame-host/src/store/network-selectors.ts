import type { Namespace } from '@porthole/protocol'
import { networkName } from '../chains/index.js'
import type { FrameState } from './types.js'

/*
 * The selectors of accounts and networks: the network slice joins the store
 * after the first paint, and so does this module (selectors.ts holds the
 * first paint's).
 */

export const selectNetworks = (state: FrameState) => state.network.available

/** The namespace's addresses while connected, else none. */
export function selectAccounts(state: FrameState, namespace: Namespace): string[] {
  const connection = state.connection[namespace]
  return connection.status === 'connected' ? connection.accounts.map((a) => a.address) : []
}

/** The active address on the modal's chain family. */
export const selectAddress = (state: FrameState): string | undefined => selectAccounts(state, state.modal.activeChain)[0]

export const selectActiveNetworkId = (state: FrameState): string => state.network.active[state.modal.activeChain]

/** Where a family starts (the project's default network for its family), e.g. for an account that has no chain yet. */
export const selectDefaultNetworkId = (state: FrameState, namespace: Namespace): string => state.network.default[namespace]

export const selectActiveNetwork = (state: FrameState) => state.network.available.find((n) => n.caipNetworkId === selectActiveNetworkId(state))

/** 'Unknown Network' for a chain the frame does not offer. */
export const selectNetworkName = (state: FrameState): string => networkName(state.network.available, selectActiveNetworkId(state))

/** CaipAddress: `<namespace>:<reference>:<address>`. */
export const selectCaipAddress = (state: FrameState): string | undefined => {
  const address = selectAddress(state)
  return address && `${selectActiveNetworkId(state)}:${address}`
}
