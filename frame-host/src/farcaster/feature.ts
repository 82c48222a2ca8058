import { defineFeature } from '../store/index.js'
import { loginWithFarcaster } from './connect-farcaster.js'
import { farcasterLoginSlice } from './farcaster-login-slice.js'

/** Logging in with Farcaster. */
export const feature = defineFeature({ slices: [farcasterLoginSlice], deferred: { loginWithFarcaster } })
