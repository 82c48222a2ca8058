import { deferredCall } from './feature-calls.js'

/** The thunks the first paint's views dispatch, whose code (and its connectors, clients, schemas) comes after it. */
export const connectWallet = deferredCall('connection', 'connectWallet')
export const loginWithSocial = deferredCall('social', 'loginWithSocial')
export const loginWithFarcaster = deferredCall('farcaster', 'loginWithFarcaster')
export const startEmailLogin = deferredCall('embedded', 'startEmailLogin')
export const loadFeaturedWallets = deferredCall('wallets', 'loadFeaturedWallets')
export const loadRecommendedWallets = deferredCall('wallets', 'loadRecommendedWallets')
