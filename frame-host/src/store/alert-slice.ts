import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Alert } from '@porthole/protocol'

export type AlertState = {
  /** On screen until dismissed, oldest first. */
  shown: Alert[]
  /** Every alert ever raised: shows each only once. */
  seen: Alert[]
}

const initialState: AlertState = { shown: [], seen: [] }

export const alertSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    raised(state, { payload }: PayloadAction<Alert>) {
      if (state.seen.includes(payload)) return
      state.seen.push(payload)
      state.shown.push(payload)
    },
    dismissed(state, { payload }: PayloadAction<Alert>) {
      state.shown = state.shown.filter((alert) => alert !== payload)
    },
  },
})

export const { raised: raiseAlert, dismissed: dismissAlert } = alertSlice.actions
