import { listenerContext } from '../store/index.js'
import { connectorFor } from '../connector-registry.js'
import { connected, disconnected } from '../shared-state/index.js'
import type { FrameStartListening } from '../store/index.js'

/** Keeps the frame origin's storage in step with the connection, for the next page load. */
export function listenPersistence(startListening: FrameStartListening): () => void {
  const stops = [
    startListening({
      actionCreator: connected,
      effect: ({ payload }, api) => {
        const connector = connectorFor(listenerContext(api), payload.connectorId, payload.namespace)
        if (connector) api.extra.storage.writeConnection({ namespace: payload.namespace, connectorId: connector.id, wallet: connector.ref })
        api.extra.storage.writeRecent(api.getState().hostWallets.recent)
      },
    }),
    startListening({
      actionCreator: disconnected,
      effect: ({ payload }, api) => api.extra.storage.clearConnection(payload.namespace),
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
