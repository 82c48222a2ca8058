/** What the other feature folders use of wallets/. */
export { setHostWallets } from './host-wallets-slice.js'
