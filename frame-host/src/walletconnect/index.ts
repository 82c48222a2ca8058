/** What the other feature folders use of walletconnect/. */
export type { DappPresence } from './dapp-presence.js'
