import { deferredCall } from './feature-calls.js'

/** The thunks the first paint's views dispatch, whose code (and its connectors, clients, schemas) comes after it. */
export const connectWallet = deferredCall('connectWallet')
export const loginWithSocial = deferredCall('loginWithSocial')
export const loginWithFarcaster = deferredCall('loginWithFarcaster')
export const startEmailLogin = deferredCall('startEmailLogin')
export const loadFeaturedWallets = deferredCall('loadFeaturedWallets')
export const loadRecommendedWallets = deferredCall('loadRecommendedWallets')
export const createPasskeyAccount = deferredCall('createPasskeyAccount')
export const signInWithPasskey = deferredCall('signInWithPasskey')
