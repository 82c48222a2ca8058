import type { Namespace } from '@porthole/protocol'
import type { FrameServices, FrameState } from '../store/types.js'
import type { Connector } from './connector.js'
import { createHostWalletConnector } from './host-wallet-connector.js'
import { WALLETCONNECT_ID } from '../walletconnect/service.js'
import { EMBEDDED_ID } from '../embedded/embedded-service.js'

/** The connector with this id, made from the wallets the page listed; undefined when it is gone. */
export function connectorFor(state: FrameState, services: FrameServices, connectorId: string): Connector | undefined {
  if (connectorId === WALLETCONNECT_ID) return services.walletConnect.connector()
  if (connectorId === EMBEDDED_ID) return services.embedded.connector()
  const wallet = state.hostWallets.list.find((w) => w.uuid === connectorId)
  return wallet && createHostWalletConnector(wallet, services.relay)
}

/** The connector of the namespace's connection, only while it is connected. */
export function activeConnector(state: FrameState, services: FrameServices, namespace: Namespace): Connector | undefined {
  const connection = state.connection[namespace]
  if (connection.status !== 'connected' || connection.connectorId === undefined) return undefined
  return connectorFor(state, services, connection.connectorId)
}
