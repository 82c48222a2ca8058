import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { ErrorShape, OAuthProvider } from '@porthole/protocol'
import { closeModal, modalOpened, modalWentBack } from '../shared-state/index.js'

/**
 * Social login: started (the visitor is at the provider), request
 * user data (the frame redeems the result), then success (the login ends) or
 * error (it stays, with the message, until the visitor retries or leaves).
 */
export type SocialLogin = {
  provider: OAuthProvider
  /** The thunk run it belongs to: an answer to an older one is ignored. */
  requestId: string
  status: 'started' | 'requestUserData' | 'error'
  error?: ErrorShape
}

export const socialLoginSlice = createSlice({
  name: 'socialLogin',
  initialState: null as SocialLogin | null,
  reducers: {
    started: (_state, { payload }: PayloadAction<{ provider: OAuthProvider; requestId: string }>) => ({ ...payload, status: 'started' }),
    userDataRequested: (state, { payload }: PayloadAction<{ requestId: string }>) =>
      state?.requestId === payload.requestId ? { ...state, status: 'requestUserData' } : state,
    succeeded: (state, { payload }: PayloadAction<{ requestId: string }>) => (state?.requestId === payload.requestId ? null : state),
    failed: (state, { payload }: PayloadAction<{ requestId: string; error: ErrorShape }>) =>
      state?.requestId === payload.requestId ? { ...state, status: 'error', error: payload.error } : state,
  },
  // Leaving the view (Back, Close, another view opened) ends the attempt; its popup closes at the next check.
  extraReducers: (builder) => builder.addMatcher(isAnyOf(modalWentBack, closeModal, modalOpened), () => null),
})
