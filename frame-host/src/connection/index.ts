/** What the other feature folders use of connection/. */
export { accountsChanged, connected, type ConnectedAccount, disconnected } from './connection-slice.js'
export type { WalletRef } from './connection-storage.js'
export { type KeyValueStorage, tolerantStorage } from './key-value-storage.js'
export { RECENT_WALLETS_MAX } from './recent-wallets.js'
