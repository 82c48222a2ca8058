import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { ErrorShape } from '@porthole/protocol'
import { closeModal, modalOpened, modalWentBack } from '../shared-state/index.js'

/**
 * ConnectingFarcaster: opening the channel, then waiting for the visitor to
 * sign in their Farcaster client (the channel's URL is the QR code and the
 * deep link: farcasterUrl), then signing the embedded wallet in
 * (request user data), or the error, kept until a retry or leaving.
 */
export type FarcasterLogin = {
  requestId: string
  status: 'opening' | 'waiting' | 'requestUserData' | 'error'
  farcasterUrl?: string
  error?: ErrorShape
}

const forRun = (state: FarcasterLogin | null, requestId: string) => state?.requestId === requestId

export const farcasterLoginSlice = createSlice({
  name: 'farcasterLogin',
  initialState: null as FarcasterLogin | null,
  reducers: {
    started: (_state, { payload }: PayloadAction<{ requestId: string }>) => ({ requestId: payload.requestId, status: 'opening' }),
    channelOpened: (state, { payload }: PayloadAction<{ requestId: string; url: string }>) =>
      state && forRun(state, payload.requestId) ? { ...state, status: 'waiting', farcasterUrl: payload.url } : state,
    userDataRequested: (state, { payload }: PayloadAction<{ requestId: string }>) =>
      state && forRun(state, payload.requestId) ? { ...state, status: 'requestUserData' } : state,
    succeeded: (state, { payload }: PayloadAction<{ requestId: string }>) => (forRun(state, payload.requestId) ? null : state),
    failed: (state, { payload }: PayloadAction<{ requestId: string; error: ErrorShape }>) =>
      state && forRun(state, payload.requestId) ? { requestId: state.requestId, status: 'error', error: payload.error } : state,
  },
  // Leaving the view (Back, Close, another view opened) ends the attempt: its polling stops at the next tick.
  extraReducers: (builder) => builder.addMatcher(isAnyOf(modalWentBack, closeModal, modalOpened), () => null),
})
