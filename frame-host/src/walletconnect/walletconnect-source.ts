import type { ConnectorSource } from '../connectors/index.js'
import type { ConnectorContext } from '../store/index.js'

/**
 * The WalletConnect session, one connector per family it carries (every family the frame knows
 * has a WalletConnect namespace), found again after a reload by loading sign-client and its stored sessions.
 */
export const walletConnectSource: ConnectorSource<ConnectorContext> = {
  get: ({ services }, _connectorId, namespace) => services.walletConnect.connector(namespace),
  find: ({ services }, stored) =>
    services.walletConnect.load().then(
      (wc) => wc.connector(stored.namespace),
      () => undefined,
    ),
}
