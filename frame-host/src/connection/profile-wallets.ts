import { Alerts, InternalRpcError, Messages, type Namespace } from '@porthole/protocol'
import { connectorFor } from '../connector-registry.js'
import { type FrameThunk, multiWalletEnabled, raiseAlert } from '../store/index.js'
import { pushView } from '../shared-state/index.js'
import { forgetParkedWallet } from './profile-wallets-slice.js'
import { connectionEstablished } from './connection-established.js'

/** ProfileWallets' "Add wallet": Connect, or the info alert 'Multi-Wallet Not Enabled' when the project has it off. */
export function addWallet(): FrameThunk {
  return (dispatch, getState) => {
    if (!multiWalletEnabled(getState())) dispatch(raiseAlert(Alerts.multiWalletNotEnabled))
    else dispatch(pushView('Connect'))
  }
}

/**
 * Makes a parked wallet the family's active one with its current accounts
 * and chain, asked silently (never a prompt); the active one is parked in
 * turn. A wallet that grants nothing any more is forgotten.
 * The page hears `accountsChanged` (and `chainChanged`) from the state change.
 */
export function switchActiveWallet(namespace: Namespace, connectorId: string): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const parked = getState().profileWallets[namespace].find((c) => c.connectorId === connectorId)
    const connector = connectorFor({ dispatch, getState, services }, connectorId, namespace)
    if (!parked || !connector || connector.namespace !== namespace) {
      dispatch(forgetParkedWallet({ namespace, connectorId }))
      throw new InternalRpcError(Messages.noConnectorFound)
    }
    const session = await connector.restore().catch(() => undefined)
    if (!session || session.accounts.length === 0) {
      // The wallet no longer grants this site anything: it is not connected any more.
      dispatch(forgetParkedWallet({ namespace, connectorId }))
      throw new InternalRpcError(Messages.failedToConnect)
    }
    dispatch(connectionEstablished(connector, session))
  }
}
