import type { KeyValueStorage } from '../connection/key-value-storage.js'

/** The connector id of the WalletConnect session, in the store and in storage. */
export const WALLETCONNECT_ID = 'walletConnect'

export type WalletConnectOptions = {
  projectId: string
  /** Defaults to the frame's own origin: `ws(s)://<origin>/relay`. */
  relayUrl?: string
  storage: KeyValueStorage
}
