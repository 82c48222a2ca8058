import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import type { LocalFeatures, NetworkInfo, RemoteFeature, Theme } from '@porthole/protocol'
import { withLocal } from '../config/local-features.js'
import { initialFeaturesState } from './features-slice.js'
import { createNetworks } from '../chains/networks.js'
import type { FrameServices } from '../services.js'
import { rootReducer, type FrameState } from './root-reducer.js'
import { initialNetworkState } from './network-slice.js'
import type { FrameDispatch, FrameStartListening } from './types.js'

export declare namespace createStoreShell {
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
    /**
     * Thunks' and listeners' extra argument. The first paint builds the store before the services'
     * code has arrived, so this object may still be empty then: it is filled in place (start.ts)
     * before anything dispatches a thunk or starts a listener.
     */
    services: FrameServices
  }
}

/**
 * The store the first paint renders from: every slice and its initial state,
 * no listener yet. What the frame origin's storage holds comes later
 * (startStore), with the code that checks it.
 */
export function createStoreShell({
  theme,
  features = [],
  basic = false,
  local,
  rpcUrls,
  rpcFallbacks,
  networks,
  defaultNetwork,
  services,
}: createStoreShell.Options) {
  const offered = createNetworks({ rpcUrls, rpcFallbacks, projectNetworks: networks })
  const listeners = createListenerMiddleware<FrameState, FrameDispatch, FrameServices>({ extra: services })
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      theme: { mode: theme, variables: {}, tokens: { light: {}, dark: {} } },
      features: (({ features: list, basic: on }) => initialFeaturesState(list, on))(withLocal({ features, basic }, local)),
      network: initialNetworkState(offered, defaultNetwork),
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(listeners.middleware),
  })
  // Listeners start later (store.ts), once their code is in.
  const startListening: FrameStartListening = listeners.startListening
  return { store, startListening, offered }
}

export type StoreShell = ReturnType<typeof createStoreShell>
export type FrameStore = StoreShell['store']
