/** What the other folders use of the connectors: the shape every wallet's connector has, and the embedded wallet's id. */
export type { Connector, ConnectorListener, ConnectorSource, WalletSession } from './connector.js'
export { EMBEDDED_ID } from './embedded-id.js'
export { abortable } from './abortable.js'
export type { HostWalletRelay } from './host-wallet-relay.js'
export { parseAccounts, parseChainId, parseSolanaAccounts } from './wallet-responses.js'
