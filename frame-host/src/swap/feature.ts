import { defineFeature } from '../store/index.js'
import { swapSlice } from './swap-slice.js'

/** Swapping one token for another on the connected account's network. */
export const feature = defineFeature({ slices: [swapSlice] })
