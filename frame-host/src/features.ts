/**
 * Every feature folder that brings the store slices, listeners or thunks the
 * first paint calls early, each by its name and how to load its module
 * (`<folder>/feature.ts`). Only loaders: importing this list brings no
 * feature into the first paint; the store is built from what they load
 * (feature-calls.ts, start-store.ts).
 */
export const features = {
  connection: () => import('./connection/feature.js'),
  wallets: () => import('./wallets/feature.js'),
  account: () => import('./account/feature.js'),
  activity: () => import('./activity/feature.js'),
  embedded: () => import('./embedded/feature.js'),
  names: () => import('./names/feature.js'),
  send: () => import('./send/feature.js'),
  swap: () => import('./swap/feature.js'),
  onramp: () => import('./onramp/feature.js'),
  walletconnect: () => import('./walletconnect/feature.js'),
  siwx: () => import('./siwx/feature.js'),
  smartAccount: () => import('./smart-account/feature.js'),
  social: () => import('./social/feature.js'),
  farcaster: () => import('./farcaster/feature.js'),
}

export type FeatureKey = keyof typeof features
/** Each feature's declaration, as its module exports it. */
export type LoadedFeatures = { [K in FeatureKey]: Awaited<ReturnType<(typeof features)[K]>>['feature'] }
