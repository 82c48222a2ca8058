import type { KeyValueStorage } from '../storage/index.js'
import type { PagePresence } from '../page/index.js'

/** The connector id of the WalletConnect session, in the store and in storage. */
export const WALLETCONNECT_ID = 'walletConnect'

export type WalletConnectOptions = {
  projectId: string
  /** Defaults to the frame's own origin: `ws(s)://<origin>/relay`. */
  relayUrl?: string
  storage: KeyValueStorage
  /** The page as wallets see it: the proposer's metadata. */
  presence: PagePresence
}
