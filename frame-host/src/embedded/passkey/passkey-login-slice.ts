import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ErrorShape } from '@porthole/protocol'

/**
 * A passkey sign-in or account creation on Connect, or securing an email or
 * social account's smart account or adding a passkey on Account: running (the browser's passkey
 * prompt or the creation window is up, then the worker answers), or failed
 * with its error (a cancel is 4001) until the visitor tries again or leaves.
 * Adding a passkey leaves Account for its approval while it runs, so leaving
 * does not forget it then, and it ends 'done' for Account to say so.
 */
export type PasskeyLogin = {
  kind: 'create' | 'sign-in' | 'secure' | 'add' | 'recover' | 'recover-finish' | 'recover-cancel'
  /** The thunk run it belongs to: an answer to an older one is ignored. */
  requestId: string
  status: 'running' | 'error' | 'done'
  error?: ErrorShape
}

export const passkeyLoginSlice = createSlice({
  name: 'passkeyLogin',
  initialState: null as PasskeyLogin | null,
  reducers: {
    started: (_state, { payload }: PayloadAction<{ kind: PasskeyLogin['kind']; requestId: string }>) => ({ ...payload, status: 'running' }),
    succeeded: (state, { payload }: PayloadAction<{ requestId: string }>) =>
      state?.requestId !== payload.requestId ? state : state.kind === 'add' ? { ...state, status: 'done' as const } : null,
    failed: (state, { payload }: PayloadAction<{ requestId: string; error: ErrorShape }>) =>
      state?.requestId === payload.requestId ? { ...state, status: 'error', error: payload.error } : state,
    /** The visitor left the view: the attempt is forgotten, and a late answer finds no run to settle. */
    left: (state) => (state?.kind === 'add' && state.status === 'running' ? state : null),
  },
})

export const leftPasskeyLogin = passkeyLoginSlice.actions.left
