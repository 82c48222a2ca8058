import { configureStore, createListenerMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { Alerts, Namespaces, type NetworkInfo } from '@porthole/protocol'
import { createNetworks } from './chains/networks.js'
import { raiseAlert } from './store/alert-slice.js'
import { featuresStarted } from './feature-calls.js'
import { loadedFeatures } from './load-features.js'
import type { FrameServices } from './services.js'
import { reconnectStarted } from './shared-state/connection-slice.js'
import { rootReducer } from './root-reducer.js'
import { initialNetworkState, networksOffered } from './connection/network-slice.js'
import { storedStateRead } from './shared-state/stored-state.js'
import { listenShake } from './store/shake-listener.js'
import { firstPaintState, type FirstPaintStore } from './first-paint-store.js'
import { listenToasts } from './store/toast-listener.js'
import type { Feature } from './store/index.js'
import type { FrameDispatch, FrameStartListening, FrameState, FrameStore } from './store/types.js'

export declare namespace startStore {
  type Options = firstPaintState.Options & {
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
    reconnect: boolean
    services: FrameServices
    /** Listeners that need what only the start knows (analytics: the project and the page). */
    listen: ((startListening: FrameStartListening) => void)[]
  }
}

/**
 * startFrame's store half: builds the frame's store from the state the first
 * paint rendered, with every feature's slices and the listeners that run timed
 * effects and connections, tells them what they must hear from the start, and
 * hands the store to the first paint's (which the views keep).
 */
export function startStore(
  paint: FirstPaintStore | undefined,
  { rpcUrls, rpcFallbacks, networks, defaultNetwork, smartAccountNetworks, reconnect, services, listen, ...config }: startStore.Options,
): FrameStore {
  const listeners = createListenerMiddleware<FrameState, FrameDispatch, FrameServices>({ extra: services })
  const loaded: Feature[] = Object.values(loadedFeatures())
  // Injecting a slice again changes nothing, so every store may inject them.
  for (const feature of loaded) for (const slice of feature.slices ?? []) rootReducer.inject(slice as never)
  const store = configureStore({
    // Typed with every slice, the features' included, as injected above.
    reducer: rootReducer as Reducer<FrameState, UnknownAction, Partial<FrameState>>,
    preloadedState: firstPaintState(config),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  })
  const offered = createNetworks({ rpcUrls, rpcFallbacks, projectNetworks: networks })
  store.dispatch(networksOffered(initialNetworkState(offered, defaultNetwork)))
  const startListening: FrameStartListening = listeners.startListening
  const { storage, smartAccountStorage } = services
  // The smart-account-enabled networks are kept in storage as a comma list.
  if (smartAccountNetworks) smartAccountStorage.writeEnabledNetworks(smartAccountNetworks)
  store.dispatch(
    storedStateRead({
      recent: storage.readRecent(),
      enabledNetworks: smartAccountNetworks ?? smartAccountStorage.readEnabledNetworks(),
      preferred: smartAccountStorage.readPreferred(),
    }),
  )
  for (const start of [listenShake, listenToasts, ...loaded.flatMap((feature) => feature.listeners ?? []), ...listen]) start(startListening)
  // The views' deferred thunks run at once on a store with its services.
  featuresStarted(Object.assign({}, ...loaded.map((feature) => feature.deferred)))
  // 'Network Not Found': the project's default network is not among those it offers.
  if (defaultNetwork !== undefined && !offered.some((n) => n.caipNetworkId === defaultNetwork)) store.dispatch(raiseAlert(Alerts.networkNotFound))
  // At start 'connecting' when a previous connection is stored, unless reconnect is off.
  if (reconnect) {
    for (const namespace of Namespaces) {
      const stored = storage.readConnection(namespace)
      if (stored) store.dispatch(reconnectStarted(stored))
    }
  }
  paint?.handOver(store)
  return store
}
