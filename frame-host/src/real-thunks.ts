/**
 * The thunks the first-paint views dispatch, with the connectors, clients and
 * schemas they reach: start.ts brings them in after the first paint, and the
 * views reach them through deferred-thunks.ts.
 */
export { connectWallet } from './connection/connect-wallet.js'
export { loginWithSocial } from './social/connect-social.js'
export { loginWithFarcaster } from './farcaster/connect-farcaster.js'
export { startEmailLogin } from './embedded/email-login.js'
export { loadFeaturedWallets, loadRecommendedWallets } from './wallets/all-wallets-thunks.js'
