import { listenerContext } from '../store/index.js'
import { findStoredConnector } from '../connector-registry.js'
import { connected, disconnected, reconnectStarted } from '../shared-state/index.js'
import type { FrameStartListening } from '../store/index.js'

/**
 * Silent reconnect: the stored wallet's connector, once it can be
 * reached, restores its session without a prompt. No such wallet (within
 * 3 s for the page's), no accounts or an error: disconnected, and the stored
 * connection is forgotten. A connection made meanwhile wins.
 */
export function listenReconnect(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: reconnectStarted,
    effect: async ({ payload: stored }, api) => {
      const { namespace } = stored
      const stillConnecting = () => api.getState().connection[namespace].status === 'connecting'
      const connector = await findStoredConnector(listenerContext(api), stored)
      const session = connector && (await connector.restore().catch(() => undefined))
      if (!stillConnecting()) return
      if (!connector || !session) return void api.dispatch(disconnected({ namespace, closeModal: false }))
      api.dispatch(
        connected({ namespace, connectorId: connector.id, accounts: session.accounts, caipNetworkId: session.caipNetworkId, accountType: session.accountType }),
      )
    },
  })
}
