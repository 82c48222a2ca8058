import { defineFeature } from '../store/index.js'
import { connectAttemptSlice } from './connect-attempt-slice.js'
import { networkSlice } from './network-slice.js'
import { profileWalletsSlice } from './profile-wallets-slice.js'
import { connectWallet } from './connect-wallet.js'
import { listenPersistence } from './persist-connection.js'
import { listenReconnect } from './reconnect.js'
import { listenUnsupportedChain } from './unsupported-chain.js'
import { listenWalletEvents } from './wallet-events.js'

/** Connections to the visitor's wallets: their state, restoring and keeping them, and the chains they are on. */
export const feature = defineFeature({
  firstPaintState: ['connection'],
  slices: [connectAttemptSlice, networkSlice, profileWalletsSlice],
  listeners: [listenReconnect, listenWalletEvents, listenPersistence, listenUnsupportedChain],
  deferred: { connectWallet },
})
