import { defineFeature } from '../store/index.js'
import { listenPairing } from './pairing-listener.js'
import { pairingSlice } from './pairing-slice.js'

/** WalletConnect: pairing a wallet on another device. */
export const feature = defineFeature({ slices: [pairingSlice], listeners: [listenPairing] })
