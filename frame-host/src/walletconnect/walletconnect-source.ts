import type { ConnectorSource } from '../connectors/index.js'
import type { ConnectorContext } from '../store/index.js'
import { WALLETCONNECT_ID } from './options.js'

/**
 * The WalletConnect session, one connector per family it carries (every family the frame knows
 * has a WalletConnect namespace), found again after a reload by loading sign-client and its stored sessions.
 */
export const walletConnectSource: ConnectorSource<ConnectorContext> = {
  owns: (connectorId) => connectorId === WALLETCONNECT_ID,
  get: ({ services }, _connectorId, namespace) => services.walletConnect.connector(namespace),
  find: ({ services }, stored) =>
    services.walletConnect.load().then(
      (wc) => wc.connector(stored.namespace),
      () => undefined,
    ),
}
