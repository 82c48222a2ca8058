import type { ConnectorSource } from '../connectors/connector.js'
import type { ConnectorContext } from '../connectors/context.js'
import { WALLETCONNECT_ID } from './options.js'

/** The WalletConnect session, found again after a reload by loading sign-client and its stored sessions. */
export const walletConnectSource: ConnectorSource<ConnectorContext> = {
  owns: (connectorId) => connectorId === WALLETCONNECT_ID,
  get: ({ services }) => services.walletConnect.connector(),
  find: ({ services }) => services.walletConnect.load().then((wc) => wc.connector, () => undefined),
}
