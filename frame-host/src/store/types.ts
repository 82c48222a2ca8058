import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit'
import type { alertSlice } from './alert-slice.js'
import type { connectionSlice } from './connection-slice.js'
import type { featuresSlice } from './features-slice.js'
import type { modalSlice } from './modal-slice.js'
import type { themeSlice } from './theme-slice.js'
import type { toastSlice } from './toast-slice.js'

/** Declared apart from the store so slices can type their listeners without an import cycle. */
export type FrameState = {
  modal: ReturnType<typeof modalSlice.reducer>
  toast: ReturnType<typeof toastSlice.reducer>
  connection: ReturnType<typeof connectionSlice.reducer>
  theme: ReturnType<typeof themeSlice.reducer>
  features: ReturnType<typeof featuresSlice.reducer>
  alerts: ReturnType<typeof alertSlice.reducer>
}

export type FrameDispatch = ThunkDispatch<FrameState, unknown, UnknownAction>
export type FrameThunk<R = void> = ThunkAction<R, FrameState, unknown, UnknownAction>
export type FrameStartListening = TypedStartListening<FrameState, FrameDispatch>
