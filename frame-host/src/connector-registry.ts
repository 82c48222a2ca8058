import { DefaultNamespace, type Namespace } from '@porthole/protocol'
import type { StoredConnection } from './storage/index.js'
import { embeddedSource } from './embedded/embedded-connector.js'
import { createEmbeddedSolanaConnector } from './solana/embedded-solana-connector.js'
import { walletConnectSource } from './walletconnect/walletconnect-source.js'
import type { Connector, ConnectorSource } from './connectors/connector.js'
import { EMBEDDED_ID } from './connectors/embedded-id.js'
import { WALLETCONNECT_ID } from './walletconnect/options.js'
import type { ConnectorContext } from './store/connector-context.js'
import { hostWalletSource } from './connectors/host-wallet-connector.js'

/** Every kind of wallet the frame can use, by the connector id it owns; the page's wallets own every other id. */
const sources = new Map<string, ConnectorSource<ConnectorContext>>([
  [WALLETCONNECT_ID, walletConnectSource],
  [EMBEDDED_ID, embeddedSource({ solana: createEmbeddedSolanaConnector })],
])

/**
 * The connector with this id; undefined when its wallet is gone (or not
 * loaded). A wallet of one family (a page wallet) answers whatever the
 * namespace; one serving several (embedded, WalletConnect) gives that family's.
 */
export function connectorFor(context: ConnectorContext, connectorId: string, namespace: Namespace = DefaultNamespace): Connector | undefined {
  return sourceOf(connectorId).get(context, connectorId, namespace)
}

const sourceOf = (connectorId: string) => sources.get(connectorId) ?? hostWalletSource

/** The connector of the namespace's connection, only while it is connected. */
export function activeConnector(context: ConnectorContext, namespace: Namespace): Connector | undefined {
  const connection = context.getState().connection[namespace]
  if (connection.status !== 'connected' || connection.connectorId === undefined) return undefined
  const connector = connectorFor(context, connection.connectorId, namespace)
  return connector?.namespace === namespace ? connector : undefined
}

/** The stored connection's connector once it can be reached, if it is of the stored namespace. */
export async function findStoredConnector(context: ConnectorContext, stored: StoredConnection): Promise<Connector | undefined> {
  const connector = await sourceOf(stored.connectorId).find(context, stored)
  return connector?.namespace === stored.namespace ? connector : undefined
}
