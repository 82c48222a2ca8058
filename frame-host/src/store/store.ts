import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import type { Theme } from '@porthole/protocol'
import { connectionSlice } from './connection-slice.js'
import { listenShake, modalSlice } from './modal-slice.js'
import { themeSlice } from './theme-slice.js'
import { listenToasts, toastSlice } from './toast-slice.js'
import type { FrameDispatch, FrameState } from './types.js'

export declare namespace createFrameStore {
  type Options = { theme: Theme }
}

/** The frame's one store: slices, thunks, and the listeners that run timed effects. */
export function createFrameStore({ theme }: createFrameStore.Options) {
  const listeners = createListenerMiddleware<FrameState, FrameDispatch>()
  const store = configureStore({
    reducer: {
      modal: modalSlice.reducer,
      toast: toastSlice.reducer,
      connection: connectionSlice.reducer,
      theme: themeSlice.reducer,
    },
    preloadedState: { theme: { mode: theme } },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  })
  listenShake(listeners.startListening)
  listenToasts(listeners.startListening)
  return store
}

export type FrameStore = ReturnType<typeof createFrameStore>
