import { configureStore, type ListenerMiddleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import type { LocalFeatures, RemoteFeature, Theme } from '@porthole/protocol'
import { withLocal } from './config/local-features.js'
import { initialFeaturesState } from './store/features-slice.js'
import type { FrameServices } from './services.js'
import { rootReducer, type FrameState } from './root-reducer.js'
import { lateMiddleware } from './store/late-middleware.js'
import type { FrameDispatch } from './store/types.js'

export declare namespace createStoreShell {
  type Options = {
    theme: Theme
    /** Those embedded in the frame document; none means every default. */
    features?: RemoteFeature[]
    /** The project's basic mode from the frame config. */
    basic?: boolean
    /** The snippet's own feature values, in force until the remote configuration arrives. */
    local?: LocalFeatures
    /**
     * Thunks' and listeners' extra argument. The first paint builds the store before the services'
     * code has arrived, so this object may still be empty then: it is filled in place (start.ts)
     * before anything dispatches a thunk or starts a listener.
     */
    services: FrameServices
  }
}

/**
 * The store the first paint renders from: the Connect view's slices and their
 * initial state, no listener yet. The networks the frame offers, what the frame
 * origin's storage holds and the other slices come later (startStore), with the
 * code that builds and checks them, and so does the listener
 * middleware: its code is not in the first paint, so the chain keeps it a
 * place to be installed in.
 */
export function createStoreShell({ theme, features = [], basic = false, local, services }: createStoreShell.Options) {
  const listeners = lateMiddleware()
  const store = configureStore({
    // Typed with every slice: those injected after the first paint are read only after startStore added them.
    reducer: rootReducer as Reducer<FrameState, UnknownAction, Partial<FrameState>>,
    preloadedState: {
      theme: { mode: theme, variables: {}, tokens: { light: {}, dark: {} } },
      features: initialFeaturesState(withLocal({ features, basic }, local)),
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).prepend(
        // Typed as what it will be, so that dispatching `addListener` returns the unsubscribe.
        listeners.middleware as ListenerMiddleware<FrameState, FrameDispatch, FrameServices>,
      ),
  })
  // Listeners start later (start-store.ts), once their code is in.
  return { store, installListeners: listeners.install }
}

export type StoreShell = ReturnType<typeof createStoreShell>
export type FrameStore = StoreShell['store']
