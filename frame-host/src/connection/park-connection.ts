import type { Namespace } from '@porthole/protocol'
import { parkConnection } from './profile-wallets-slice.js'
import { type FrameThunk, multiWalletEnabled } from '../store/index.js'

/**
 * Before a new connection replaces a family's active one: with multi-wallet
 * on, the active wallet is kept (parked) so the visitor can switch back;
 * without it the new one simply replaces it, as before.
 */
export function parkActiveConnection(namespace: Namespace, incomingConnectorId: string): FrameThunk {
  return (dispatch, getState) => {
    const state = getState()
    const active = state.connection[namespace]
    if (!multiWalletEnabled(state) || active.status !== 'connected' || !active.connectorId || active.connectorId === incomingConnectorId) return
    dispatch(
      parkConnection({ namespace, connection: { connectorId: active.connectorId, accounts: active.accounts, caipNetworkId: state.network.active[namespace] } }),
    )
  }
}
