import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'

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
