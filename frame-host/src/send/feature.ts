import { defineFeature } from '../store/index.js'
import { sendSlice } from './send-slice.js'

/** Sending tokens from the connected account. */
export const feature = defineFeature({ slices: [sendSlice] })
