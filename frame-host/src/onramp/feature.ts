import { defineFeature } from '../store/index.js'
import { onrampSlice } from './onramp-slice.js'

/** Buying crypto with fiat through the project's on-ramp provider. */
export const feature = defineFeature({ slices: [onrampSlice] })
