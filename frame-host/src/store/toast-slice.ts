import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { TOAST_SWAP_MS } from '@porthole/protocol'
import type { FrameStartListening } from './types.js'

export type ToastVariant = 'loading' | 'success' | 'error'
export type Toast = { variant: ToastVariant; message: string }

export type ToastState = { open: boolean; variant: ToastVariant; message: string }

/** Not named by the spec: long enough to read a short sentence. */
export const TOAST_VISIBLE_MS = 2_500

const initialState: ToastState = { open: false, variant: 'success', message: '' }

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    shown(_state, { payload }: PayloadAction<Toast>) {
      return { open: true, ...payload }
    },
    hidden(state) {
      state.open = false
    },
  },
})

/** What views dispatch; the listener below decides when the toast actually shows. */
export const showToast = createAction<Toast>('toast/show')
export const { hidden: hideToast } = toastSlice.actions

/**
 * Spec §4: an open toast first closes and the new one appears 150 ms later.
 * A newer toast cancels the older one's pending steps. Loading toasts stay
 * until replaced; the others hide on their own.
 */
export function listenToasts(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: showToast,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      if (api.getState().toast.open) {
        api.dispatch(toastSlice.actions.hidden())
        await api.delay(TOAST_SWAP_MS)
      }
      api.dispatch(toastSlice.actions.shown(payload))
      if (payload.variant === 'loading') return
      await api.delay(TOAST_VISIBLE_MS)
      api.dispatch(toastSlice.actions.hidden())
    },
  })
}
