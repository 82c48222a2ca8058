import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import type { RemoteFeature, Theme } from '@porthole/protocol'
import { alertSlice } from './alert-slice.js'
import { connectionSlice } from './connection-slice.js'
import { featuresSlice } from './features-slice.js'
import { listenShake, modalSlice } from './modal-slice.js'
import { themeSlice } from './theme-slice.js'
import { listenToasts, toastSlice } from './toast-slice.js'
import type { FrameDispatch, FrameState } from './types.js'

export declare namespace createFrameStore {
  /** `features`: those embedded in the frame document; none means every default. */
  type Options = { theme: Theme; features?: RemoteFeature[] }
}

/** The frame's one store: slices, thunks, and the listeners that run timed effects. */
export function createFrameStore({ theme, features = [] }: createFrameStore.Options) {
  const listeners = createListenerMiddleware<FrameState, FrameDispatch>()
  const store = configureStore({
    reducer: {
      modal: modalSlice.reducer,
      toast: toastSlice.reducer,
      connection: connectionSlice.reducer,
      theme: themeSlice.reducer,
      features: featuresSlice.reducer,
      alerts: alertSlice.reducer,
    },
    preloadedState: { theme: { mode: theme }, features },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  })
  listenShake(listeners.startListening)
  listenToasts(listeners.startListening)
  return store
}

export type FrameStore = ReturnType<typeof createFrameStore>
