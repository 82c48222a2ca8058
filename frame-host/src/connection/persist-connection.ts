import { connected, disconnected } from '../store/connection-slice.js'
import type { FrameStartListening } from '../store/types.js'
import { WALLETCONNECT_ID } from '../walletconnect/service.js'
import { EMBEDDED_ID } from '../embedded/embedded-service.js'

/** Keeps the frame origin's storage in step with the connection, for the next page load. */
export function listenPersistence(startListening: FrameStartListening): () => void {
  const stops = [
    startListening({
      actionCreator: connected,
      effect: ({ payload }, api) => {
        const { list, recent } = api.getState().hostWallets
        const wallet = list.find((w) => w.uuid === payload.connectorId)
        if (payload.connectorId === WALLETCONNECT_ID || payload.connectorId === EMBEDDED_ID) {
          api.extra.storage.writeConnection({ namespace: payload.namespace, connectorId: payload.connectorId, wallet: { uuid: payload.connectorId, rdns: '' } })
        } else if (wallet) api.extra.storage.writeConnection({ namespace: payload.namespace, connectorId: wallet.uuid, wallet: { uuid: wallet.uuid, rdns: wallet.rdns } })
        api.extra.storage.writeRecent(recent)
      },
    }),
    startListening({
      actionCreator: disconnected,
      effect: ({ payload }, api) => api.extra.storage.clearConnection(payload.namespace),
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
