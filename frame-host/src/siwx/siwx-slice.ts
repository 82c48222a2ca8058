import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Namespace, SiwxMessage, SiwxProjectConfig, SiwxSession } from '@porthole/protocol'

/**
 * Sign-in with X: the settings (the project's, or the snippet's request), the
 * page origin the handshake accepted (the only domain a message may name),
 * the message being signed and the session the worker verified.
 */
/** Why a sign-in failed, for the view to put in words; `failed` carries the worker's refusal or the client's text for no answer. */
export type SignInFailure =
  | { code: 'noAccount' }
  | { code: 'messageMismatch' }
  | { code: 'noSignature' }
  | { code: 'declined' }
  | { code: 'notPrepared' }
  | { code: 'failed'; text: string }

export type SiwxState = {
  config?: SiwxProjectConfig
  pageOrigin?: string
  namespace?: Namespace
  message?: SiwxMessage
  session?: SiwxSession
  status: 'idle' | 'preparing' | 'ready' | 'signing' | 'failed'
  error?: SignInFailure
}

const initialState: SiwxState = { status: 'idle' }

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    siwxEnabled(state, { payload }: PayloadAction<{ config: SiwxProjectConfig; pageOrigin: string }>) {
      state.config = payload.config
      state.pageOrigin = payload.pageOrigin
    },
    signInPreparing(state, { payload }: PayloadAction<Namespace>) {
      state.namespace = payload
      state.status = 'preparing'
      delete state.message
      delete state.error
    },
    signInPrepared(state, { payload }: PayloadAction<SiwxMessage>) {
      state.message = payload
      state.status = 'ready'
    },
    signInStarted(state) {
      state.status = 'signing'
    },
    signInFailed(state, { payload }: PayloadAction<SignInFailure>) {
      state.status = 'failed'
      state.error = payload
    },
    /** `namespace`: the family signed in, where the session is asked again when it expires. */
    signedIn(state, { payload }: PayloadAction<{ session: SiwxSession; namespace: Namespace }>) {
      state.session = payload.session
      state.namespace = payload.namespace
      state.status = 'idle'
      delete state.message
    },
    sessionCleared(state) {
      delete state.session
      delete state.message
      state.status = 'idle'
    },
  },
})

export const { siwxEnabled, signInPreparing, signInPrepared, signInStarted, signInFailed, signedIn, sessionCleared } = siwxSlice.actions

export const selectSiwx = (state: { siwx: SiwxState }): SiwxState => state.siwx
