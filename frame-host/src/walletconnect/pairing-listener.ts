import { Messages, Namespaces, SessionRejectedError, UserRejectedRequestError } from '@porthole/protocol'
import { connectionEstablished } from '../connection/index.js'
import { connected } from '../shared-state/index.js'
import { completeOneClick, oneClickRequest } from './one-click.js'
import { WALLETCONNECT_ID } from './options.js'
import type { Family } from './sign-client.js'
import type { FrameStartListening, FrameState } from '../store/index.js'
import { PAIRING_LIFETIME_MS, PAIRING_MARGIN_MS, PAIRING_RETRY_MS, pairingRequested, pairingSlice } from './pairing-slice.js'

const actions = pairingSlice.actions
/** Both WalletConnect views pair: the full one and basic mode's (no wallet directory). */
const onView = (state: FrameState) =>
  state.modal.open && (state.modal.view === 'ConnectingWalletConnect' || state.modal.view === 'ConnectingWalletConnectBasic')
const EXPIRED = 'expired' as const
/** The families a WalletConnect session can carry (sign-client.ts `Family`): every one. */
const WC_FAMILIES: readonly Family[] = Namespaces

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
      api
        .condition((_a, state) => !onView(state))
        .then(
          () => {
            api.dispatch(actions.ended())
            api.cancel()
          },
          () => {},
        )
      const offered = (family: Family) =>
        api
          .getState()
          .network.available.filter((n) => n.namespace === family)
          .map((n) => n.caipNetworkId)
      const chains = Object.fromEntries(WC_FAMILIES.map((family) => [family, offered(family)])) as Record<Family, string[]>
      for (let retried = false; ;) {
        try {
          const wc = await api.pause(api.extra.walletConnect.load())
          const auth = await api.pause(oneClickRequest(api.getState(), api.extra, chains.eip155))
          const { uri, approval } = await api.pause(wc.pair(chains, auth))
          approval.catch(() => {})
          api.dispatch(actions.uriReady({ uri, expiresAt: Date.now() + PAIRING_LIFETIME_MS }))
          const expiry = api.delay(PAIRING_LIFETIME_MS - PAIRING_MARGIN_MS).then(() => EXPIRED)
          const session = await api.pause(Promise.race([approval, expiry]))
          if (session === EXPIRED) continue
          api.dispatch(actions.ended())
          if (session.signIn) await api.pause(api.dispatch(completeOneClick(session.signIn)))
          // Every family the wallet granted connects; the modal's own one last, so Account shows it.
          const families = WC_FAMILIES.filter((family) => session[family])
          const modalFamily = api.getState().modal.activeChain
          const ordered = [...families.filter((f) => f !== modalFamily), ...families.filter((f) => f === modalFamily)]
          if (ordered.length === 0) throw new Error(Messages.failedToConnect)
          for (const family of ordered.slice(0, -1)) {
            const { accounts, caipNetworkId } = session[family]!
            api.dispatch(connected({ namespace: family, connectorId: WALLETCONNECT_ID, accounts, caipNetworkId }))
          }
          const last = ordered.at(-1)!
          api.dispatch(connectionEstablished(wc.connector(last), session[last]!))
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
