import { DefaultNamespace, Namespaces, type Namespace } from '@porthole/protocol'
import { activeConnector } from '../connector-registry.js'
import { disconnected } from '../shared-state/index.js'
import type { FrameThunk } from '../store/index.js'

export declare namespace disconnect {
  type Options = {
    namespace?: Namespace
    /** Disconnect closes the modal unless told not to. */
    closeModal?: boolean
    /** False when the wallet itself ended the connection: there is nothing to tell it. */
    notifyWallet?: boolean
  }
}

/**
 * Disconnect: account, connector id and balance reset, the modal
 * closes, the stored connection is cleared (persist-connection.ts) and the
 * page hears `accountsChanged []` and `disconnect` (provider-events.ts). The
 * state changes first; the wallet is told afterwards, at most 3 s.
 */
export function disconnect({ namespace = DefaultNamespace, closeModal = true, notifyWallet = true }: disconnect.Options = {}): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    if (getState().connection[namespace].status === 'disconnected') return
    const connector = activeConnector({ dispatch, getState, services }, namespace)
    const connectorId = getState().connection[namespace].connectorId
    // One wallet serving several families (the embedded wallet, a WalletConnect session) ends in all of them.
    const families = Namespaces.filter(
      (ns) => ns === namespace || (getState().connection[ns].status === 'connected' && getState().connection[ns].connectorId === connectorId),
    )
    for (const family of families) dispatch(disconnected({ namespace: family, closeModal }))
    if (notifyWallet && connector) await connector.disconnect().catch(() => {})
  }
}
