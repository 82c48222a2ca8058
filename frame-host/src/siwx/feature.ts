import { defineFeature } from '../store/index.js'
import { listenSiwxSessions } from './siwx-listeners.js'
import { siwxSlice } from './siwx-slice.js'

/** Sign-in with the connected wallet, and the sessions it keeps. */
export const feature = defineFeature({ slices: [siwxSlice], listeners: [listenSiwxSessions] })
