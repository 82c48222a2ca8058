import type { Namespace } from '@porthole/protocol'
import type { ConnectorSource } from '../connectors/connector.js'
import type { ConnectorContext } from '../connectors/context.js'
import { WALLETCONNECT_ID } from './options.js'
import type { Family } from './sign-client.js'

const family = (namespace: Namespace): Family | undefined => (namespace === 'solana' || namespace === 'eip155' || namespace === 'bip122' ? namespace : undefined)

/** The WalletConnect session, one connector per family it carries, found again after a reload by loading sign-client and its stored sessions. */
export const walletConnectSource: ConnectorSource<ConnectorContext> = {
  owns: (connectorId) => connectorId === WALLETCONNECT_ID,
  get: ({ services }, _connectorId, namespace) => {
    const wanted = family(namespace)
    return wanted && services.walletConnect.connector(wanted)
  },
  find: ({ services }, stored) => {
    const wanted = family(stored.namespace)
    return wanted ? services.walletConnect.load().then((wc) => wc.connector(wanted), () => undefined) : Promise.resolve(undefined)
  },
}
