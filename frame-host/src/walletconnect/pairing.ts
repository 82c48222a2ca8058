import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { ErrorCodes } from '@porthole/protocol'
import { connectionEstablished } from '../connection/connection-established.js'
import type { FrameStartListening, FrameState } from '../store/types.js'

/** Spec §9: a pairing is renewed 10 s before its 4 minutes are up; a failed one is retried after 1 s. */
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

const actions = pairingSlice.actions
const onView = (state: FrameState) => state.modal.open && state.modal.view === 'ConnectingWalletConnect'
const EXPIRED = 'expired' as const
/** sign-client's USER_REJECTED, what a wallet sends when the visitor declines the session. */
const SDK_USER_REJECTED = 5000

/**
 * While the view is open: a pairing URI, renewed before it expires, until the
 * wallet approves; then connected, as with the page's wallets. Leaving the
 * view abandons the pairing.
 */
export function listenPairing(startListening: FrameStartListening): () => void {
  // Entering the view starts the pairing at once, while the view's own code may still be loading.
  const stopEntering = startListening({
    predicate: (_action, state, previous) => onView(state) && !onView(previous),
    effect: (_action, api) => void api.dispatch(pairingRequested()),
  })
  const stopPairing = startListening({
    actionCreator: pairingRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      api.condition((_a, state) => !onView(state)).then(
        () => {
          api.dispatch(actions.ended())
          api.cancel()
        },
        () => {},
      )
      const chains = api.getState().network.available.filter((n) => n.namespace === 'eip155').map((n) => n.caipNetworkId)
      for (let retried = false; ; ) {
        try {
          const wc = await api.pause(api.extra.walletConnect.load())
          const { uri, approval } = await api.pause(wc.pair(chains))
          approval.catch(() => {})
          api.dispatch(actions.uriReady({ uri, expiresAt: Date.now() + PAIRING_LIFETIME_MS }))
          const expiry = api.delay(PAIRING_LIFETIME_MS - PAIRING_MARGIN_MS).then(() => EXPIRED)
          const session = await api.pause(Promise.race([approval, expiry]))
          if (session === EXPIRED) continue
          api.dispatch(actions.ended())
          api.dispatch(connectionEstablished(wc.connector, session))
          return
        } catch (error) {
          if (api.signal.aborted) return
          const { code, message } = error as { code?: unknown; message?: unknown }
          const rejected = code === ErrorCodes.userRejected || code === SDK_USER_REJECTED
          if (!rejected && !retried) {
            retried = true
            await api.delay(PAIRING_RETRY_MS)
            continue
          }
          api.dispatch(actions.failed({ rejected, error: typeof message === 'string' ? message : 'Failed to connect' }))
          return
        }
      }
    },
  })
  return () => {
    stopEntering()
    stopPairing()
  }
}
