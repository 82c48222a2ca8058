import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Alert } from '@porthole/protocol'
import { dismissAlert, initialAlertState } from './alert-state.js'

export const alertSlice = createSlice({
  name: 'alerts',
  initialState: initialAlertState,
  reducers: {
    raised(state, { payload }: PayloadAction<Alert>) {
      if (state.seen.includes(payload)) return
      state.seen.push(payload)
      state.shown.push(payload)
    },
  },
  extraReducers: (builder) =>
    builder.addCase(dismissAlert, (state, { payload }) => {
      state.shown = state.shown.filter((alert) => alert !== payload)
    }),
})

export const { raised: raiseAlert } = alertSlice.actions
