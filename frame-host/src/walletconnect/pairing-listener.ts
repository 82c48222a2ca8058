import { Messages, SessionRejectedError, UserRejectedRequestError } from '@porthole/protocol'
import { connectionEstablished } from '../connection/connection-established.js'
import type { FrameStartListening, FrameState } from '../store/types.js'
import { PAIRING_LIFETIME_MS, PAIRING_MARGIN_MS, PAIRING_RETRY_MS, pairingRequested, pairingSlice } from './pairing-slice.js'

const actions = pairingSlice.actions
const onView = (state: FrameState) => state.modal.open && state.modal.view === 'ConnectingWalletConnect'
const EXPIRED = 'expired' as const

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
          // A wallet declining the session sends sign-client's 5000; some send EIP-1193's 4001.
          const rejected = code === UserRejectedRequestError.code || code === SessionRejectedError.code
          if (!rejected && !retried) {
            retried = true
            await api.delay(PAIRING_RETRY_MS)
            continue
          }
          api.dispatch(actions.failed({ rejected, error: typeof message === 'string' ? message : Messages.failedToConnect }))
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
