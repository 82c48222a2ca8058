import { defineFeature } from '../store/index.js'
import { listenWalletSearch, loadFeaturedWallets, loadRecommendedWallets } from './all-wallets-thunks.js'

/** The wallets the visitor may connect: the page's, and the directory's. */
export const feature = defineFeature({
  firstPaintState: ['hostWallets', 'allWallets'],
  listeners: [listenWalletSearch],
  deferred: { loadFeaturedWallets, loadRecommendedWallets },
})
