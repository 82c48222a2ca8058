import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { Alerts, Namespaces, type LocalFeatures, type NetworkInfo, type RemoteFeature, type Theme } from '@porthole/protocol'
import { raiseAlert } from './alert-slice.js'
import { withLocal } from '../config/local-features.js'
import { initialFeaturesState } from './features-slice.js'
import { createNetworks } from '../chains/networks.js'
import { listenPersistence } from '../connection/persist-connection.js'
import { listenReconnect } from '../connection/reconnect.js'
import { listenUnsupportedChain } from '../connection/unsupported-chain.js'
import { listenWalletEvents } from '../connection/wallet-events.js'
import { listenSiwxSessions } from '../siwx/siwx-listeners.js'
import { createFrameServices, type FrameServices } from '../services.js'
import { reconnectStarted } from './connection-slice.js'
import { rootReducer, type FrameState } from './root-reducer.js'
import { listenShake } from './shake-listener.js'
import { initialNetworkState } from './network-slice.js'
import { listenToasts } from './toast-listener.js'
import type { FrameDispatch, FrameStartListening } from './types.js'
import { listenPairing } from '../walletconnect/pairing-listener.js'
import { listenWalletSearch } from '../wallets/all-wallets-thunks.js'
import { listenEmbedded } from '../embedded/embedded-listeners.js'
import { listenSmartAccount } from '../smart-account/smart-account-listeners.js'
import { initialSmartAccountState } from '../smart-account/smart-account-slice.js'

export declare namespace createFrameStore {
  type Options = {
    theme: Theme
    /** Those embedded in the frame document; none means every default. */
    features?: RemoteFeature[]
    /** The project's basic mode from the frame config. */
    basic?: boolean
    /** The snippet's own feature values, in force until the remote configuration arrives. */
    local?: LocalFeatures
    /** RPC URLs by CAIP-2 id from the frame config. */
    rpcUrls?: Record<string, string>
    /** Further RPC URLs of some chains, ranked with the first (frame config `rpcFallbacks`). */
    rpcFallbacks?: Record<string, string[]>
    /** The project's networks (frame config `networks`); none: the spec's defaults. */
    networks?: NetworkInfo[]
    /** The project's default network (CAIP-2) from the frame config. */
    defaultNetwork?: string
    /** Where the project enables smart accounts (CAIP-2), from the frame config; else what the frame stored last. */
    smartAccountNetworks?: string[]
    /** False: a stored connection is not restored (the snippet's `data-reconnect="false"`). */
    reconnect?: boolean
    services?: FrameServices
    /** Listeners that need what only the boot knows (analytics: the project and the page). */
    listen?: ((startListening: FrameStartListening) => void)[]
  }
}

/** The frame's one store: slices, thunks, and the listeners that run timed effects and connections. */
export function createFrameStore({ theme, features = [], basic = false, local, rpcUrls, rpcFallbacks, networks, defaultNetwork, smartAccountNetworks, reconnect = true, services = createFrameServices(), listen = [] }: createFrameStore.Options) {
  // The smart-account-enabled networks are kept in storage as a comma list.
  if (smartAccountNetworks) services.smartAccountStorage.writeEnabledNetworks(smartAccountNetworks)
  const offered = createNetworks({ rpcUrls, rpcFallbacks, projectNetworks: networks })
  const listeners = createListenerMiddleware<FrameState, FrameDispatch, FrameServices>({ extra: services })
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      theme: { mode: theme },
      features: (({ features: list, basic: on }) => initialFeaturesState(list, on))(withLocal({ features, basic }, local)),
      network: initialNetworkState(offered, defaultNetwork),
      hostWallets: { list: [], recent: services.storage.readRecent() },
      smartAccount: initialSmartAccountState(smartAccountNetworks ?? services.smartAccountStorage.readEnabledNetworks(), services.smartAccountStorage.readPreferred()),
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  })
  for (const start of [listenShake, listenToasts, listenReconnect, listenWalletEvents, listenPersistence, listenPairing, listenWalletSearch, listenEmbedded, listenSmartAccount, listenSiwxSessions, listenUnsupportedChain, ...listen]) start(listeners.startListening)
  // 'Network Not Found': the project's default network is not among those it offers.
  if (defaultNetwork !== undefined && !offered.some((n) => n.caipNetworkId === defaultNetwork)) store.dispatch(raiseAlert(Alerts.networkNotFound))
  // At start 'connecting' when a previous connection is stored, unless reconnect is off.
  if (reconnect) {
    for (const namespace of Namespaces) {
      const stored = services.storage.readConnection(namespace)
      if (stored) store.dispatch(reconnectStarted(stored))
    }
  }
  return store
}

export type FrameStore = ReturnType<typeof createFrameStore>
