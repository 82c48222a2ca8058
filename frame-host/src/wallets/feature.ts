import { defineFeature } from '../store/index.js'
import { hostWalletsSlice } from './host-wallets-slice.js'
import { allWalletsSlice } from './all-wallets-slice.js'
import { listenWalletSearch, loadFeaturedWallets, loadRecommendedWallets } from './all-wallets-thunks.js'

/** The wallets the visitor may connect: the page's, and the directory's. */
export const feature = defineFeature({
  firstPaintSlices: [hostWalletsSlice, allWalletsSlice],
  listeners: [listenWalletSearch],
  deferred: { loadFeaturedWallets, loadRecommendedWallets },
})
