import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { initialToastState, type Toast } from './toast-state.js'

export type { Toast, ToastVariant } from './toast-state.js'

/** Not named by the spec: long enough to read a short sentence. */
export const TOAST_VISIBLE_MS = 2_500

export const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState,
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
