import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { Namespaces, type RemoteFeature, type Theme } from '@porthole/protocol'
import { createNetworks } from '../chains/networks.js'
import { listenPersistence } from '../connection/persist-connection.js'
import { listenReconnect } from '../connection/reconnect.js'
import { listenWalletEvents } from '../connection/wallet-events.js'
import { createFrameServices, type FrameServices } from '../services.js'
import { activitySlice } from '../activity/activity-slice.js'
import { tokensSlice } from '../account/tokens-slice.js'
import { namesSlice } from '../names/names-slice.js'
import { sendSlice } from '../send/send-slice.js'
import { alertSlice } from './alert-slice.js'
import { balanceSlice } from './balance-slice.js'
import { connectAttemptSlice } from './connect-attempt-slice.js'
import { connectionSlice, reconnectStarted } from './connection-slice.js'
import { featuresSlice } from './features-slice.js'
import { hostWalletsSlice } from './host-wallets-slice.js'
import { listenShake, modalSlice } from './modal-slice.js'
import { initialNetworkState, networkSlice } from './network-slice.js'
import { themeSlice } from './theme-slice.js'
import { listenToasts, toastSlice } from './toast-slice.js'
import type { FrameDispatch, FrameState } from './types.js'
import { listenPairing, pairingSlice } from '../walletconnect/pairing.js'
import { allWalletsSlice } from '../wallets/all-wallets-slice.js'
import { listenWalletSearch } from '../wallets/all-wallets-thunks.js'
import { listenEmbedded } from '../embedded/embedded-listeners.js'
import { embeddedSlice } from '../embedded/embedded-slice.js'
import { socialLoginSlice } from '../social/social-login-slice.js'

export declare namespace createFrameStore {
  type Options = {
    theme: Theme
    /** Those embedded in the frame document; none means every default. */
    features?: RemoteFeature[]
    /** RPC URLs by CAIP-2 id from the frame config. */
    rpcUrls?: Record<string, string>
    /** The project's default network (CAIP-2) from the frame config. */
    defaultNetwork?: string
    /** False: a stored connection is not restored (the snippet's `data-reconnect="false"`). */
    reconnect?: boolean
    services?: FrameServices
  }
}

/** The frame's one store: slices, thunks, and the listeners that run timed effects and connections. */
export function createFrameStore({ theme, features = [], rpcUrls, defaultNetwork, reconnect = true, services = createFrameServices() }: createFrameStore.Options) {
  const listeners = createListenerMiddleware<FrameState, FrameDispatch, FrameServices>({ extra: services })
  const store = configureStore({
    reducer: {
      modal: modalSlice.reducer,
      toast: toastSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      hostWallets: hostWalletsSlice.reducer,
      connectAttempt: connectAttemptSlice.reducer,
      balance: balanceSlice.reducer,
      theme: themeSlice.reducer,
      features: featuresSlice.reducer,
      alerts: alertSlice.reducer,
      walletConnect: pairingSlice.reducer,
      allWallets: allWalletsSlice.reducer,
      tokens: tokensSlice.reducer,
      activity: activitySlice.reducer,
      send: sendSlice.reducer,
      names: namesSlice.reducer,
      embedded: embeddedSlice.reducer,
      socialLogin: socialLoginSlice.reducer,
    },
    preloadedState: {
      theme: { mode: theme },
      features,
      network: initialNetworkState(createNetworks(rpcUrls), defaultNetwork),
      hostWallets: { list: [], recent: services.storage.readRecent() },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  })
  for (const listen of [listenShake, listenToasts, listenReconnect, listenWalletEvents, listenPersistence, listenPairing, listenWalletSearch, listenEmbedded]) listen(listeners.startListening)
  // Spec §4: at start 'connecting' when a previous connection is stored, unless reconnect is off.
  if (reconnect) {
    for (const namespace of Namespaces) {
      const stored = services.storage.readConnection(namespace)
      if (stored) store.dispatch(reconnectStarted(stored))
    }
  }
  return store
}

export type FrameStore = ReturnType<typeof createFrameStore>
