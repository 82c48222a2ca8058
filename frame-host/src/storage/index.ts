/** The frame origin's storage: what a feature keeps there, and the stored connection's shape. */
export { type KeyValueStorage, tolerantStorage } from './key-value-storage.js'
export { browserStorage, memoryStorage } from './browser-storage.js'
export { createConnectionStorage, type ConnectionStorage, type StoredConnection, type WalletRef } from './connection-storage.js'
export { RECENT_WALLETS_MAX } from './recent-wallets.js'
