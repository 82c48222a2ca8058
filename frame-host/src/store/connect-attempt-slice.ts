import { createSlice, isAnyOf } from '@reduxjs/toolkit'
import type { ErrorShape } from '@porthole/protocol'
import { connectWallet } from '../connection/connect-wallet.js'
import { modalSlice } from './modal-slice.js'

/** The wallet the ConnectingExternal view is waiting on, and how it went. */
export type ConnectAttempt = {
  connectorId: string
  /** The thunk run this attempt belongs to: an answer to an older one is ignored. */
  requestId: string
  outcome: 'pending' | 'rejected' | 'failed'
  error?: ErrorShape
}

export const connectAttemptSlice = createSlice({
  name: 'connectAttempt',
  initialState: null as ConnectAttempt | null,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(connectWallet.pending, (_state, { meta }) => ({ connectorId: meta.arg, requestId: meta.requestId, outcome: 'pending' }))
      .addCase(connectWallet.fulfilled, (state, { meta }) => (state?.requestId === meta.requestId ? null : state))
      .addCase(connectWallet.rejected, (state, { meta, payload }) => {
        if (state?.requestId !== meta.requestId) return state
        // Spec §8 'Connection rejected' when the visitor said no in the wallet.
        return { ...state, outcome: payload?.code === 4001 ? 'rejected' : 'failed', error: payload }
      })
      // Leaving the view (Back, Close, another view opened) cancels the attempt.
      .addMatcher(isAnyOf(modalSlice.actions.wentBack, modalSlice.actions.closed, modalSlice.actions.opened), () => null),
})
