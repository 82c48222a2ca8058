import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** A pairing is renewed 10 s before its 4 minutes are up; a failed one is retried after 1 s. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_MARGIN_MS = 10_000
export const PAIRING_RETRY_MS = 1_000

export type PairingState = {
  status: 'idle' | 'loading' | 'ready' | 'rejected' | 'failed'
  uri?: string
  expiresAt?: number
  error?: string
}

/** The ConnectingWalletConnect view opened (or the visitor tried again): pair until a wallet approves. */
export const pairingRequested = createAction('walletConnect/pairingRequested')

export const pairingSlice = createSlice({
  name: 'walletConnect',
  initialState: { status: 'idle' } as PairingState,
  reducers: {
    uriReady: (_state, { payload }: PayloadAction<{ uri: string; expiresAt: number }>): PairingState => ({ status: 'ready', ...payload }),
    failed: (_state, { payload }: PayloadAction<{ rejected: boolean; error: string }>): PairingState => ({
      status: payload.rejected ? 'rejected' : 'failed',
      error: payload.error,
    }),
    ended: (): PairingState => ({ status: 'idle' }),
  },
  extraReducers: (builder) => builder.addCase(pairingRequested, (): PairingState => ({ status: 'loading' })),
})
