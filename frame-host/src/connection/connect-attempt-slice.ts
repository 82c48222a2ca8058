import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { ErrorShape } from '@porthole/protocol'
import { closeModal, modalOpened, modalWentBack } from '../shared-state/index.js'

/** The wallet the ConnectingExternal view is waiting on, and how it went. */
export type ConnectAttempt = {
  connectorId: string
  /** The attempt this is: an answer to an older one is ignored. */
  requestId: string
  outcome: 'pending' | 'rejected' | 'failed'
  error?: ErrorShape
}

export const connectAttemptSlice = createSlice({
  name: 'connectAttempt',
  initialState: null as ConnectAttempt | null,
  reducers: {
    started: (_state, { payload }: PayloadAction<{ connectorId: string; requestId: string }>): ConnectAttempt => ({ ...payload, outcome: 'pending' }),
    succeeded: (state, { payload }: PayloadAction<string>) => (state?.requestId === payload ? null : state),
    failed(state, { payload }: PayloadAction<{ requestId: string; error: ErrorShape }>) {
      if (state?.requestId !== payload.requestId) return state
      // 'Connection rejected' when the visitor said no in the wallet.
      return { ...state, outcome: payload.error.code === 4001 ? 'rejected' : 'failed', error: payload.error }
    },
  },
  extraReducers: (builder) =>
    // Leaving the view (Back, Close, another view opened) cancels the attempt.
    builder.addMatcher(isAnyOf(modalWentBack, closeModal, modalOpened), () => null),
})

export const connectAttemptActions = connectAttemptSlice.actions
