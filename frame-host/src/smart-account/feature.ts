import { defineFeature } from '../store/index.js'
import { listenSmartAccount } from './smart-account-listeners.js'
import { smartAccountSlice } from './smart-account-slice.js'

/** Smart accounts of the embedded wallet. */
export const feature = defineFeature({ slices: [smartAccountSlice], listeners: [listenSmartAccount] })
