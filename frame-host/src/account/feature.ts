import { defineFeature } from '../store/index.js'
import { balanceSlice } from './balance-slice.js'
import { tokensSlice } from './tokens-slice.js'

/** The connected account's balance and tokens. */
export const feature = defineFeature({ slices: [tokensSlice, balanceSlice] })
