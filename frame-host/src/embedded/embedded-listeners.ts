import { DefaultNamespace, UserRejectedError } from '@porthole/protocol'
import { connected, disconnected, setActiveNetwork } from '../shared-state/index.js'
import { type FrameStartListening } from '../store/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { embeddedActions } from './embedded-slice.js'
import { sessionLapsed } from './session-lapsed.js'

/** setTimeout's ceiling; a longer session is checked again when it is reached. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The embedded wallet's timed and follow-on effects: closing the modal
 * rejects what waits for approval (4001); a session lapses at its expiry
 * ('Session Expired'); the last used chain is remembered; a secured
 * account's recovery under way is read from the chain on every open.
 */
export function listenEmbedded(startListening: FrameStartListening): () => void {
  const stops = [
    startListening({
      predicate: (_action, current, previous) => previous.modal.open && !current.modal.open,
      effect: (_action, api) => {
        const { waiters } = api.extra.embedded
        for (const waiter of waiters.values()) waiter.reject(new UserRejectedError())
        waiters.clear()
        api.dispatch(embeddedActions.approvalsCleared())
      },
    }),
    startListening({
      actionCreator: connected,
      effect: async ({ payload }, api) => {
        if (payload.connectorId !== EMBEDDED_ID) return
        api.cancelActiveListeners()
        api.extra.embedded.storage.writeLastUsedChain(payload.caipNetworkId)
        for (;;) {
          const session = api.extra.embedded.storage.readSession()
          if (!session) return
          const left = session.expiresAt - Date.now()
          if (left <= 0) break
          await api.delay(Math.min(left, MAX_DELAY_MS))
        }
        if (api.getState().connection.eip155.connectorId === EMBEDDED_ID) api.dispatch(sessionLapsed())
      },
    }),
    startListening({
      actionCreator: disconnected,
      effect: ({ payload }, api) => {
        // The embedded session belongs to the default family's connection (see sessionLapsed above).
        if (payload.namespace !== DefaultNamespace) return
        api.dispatch(embeddedActions.signedOut())
      },
    }),
    startListening({
      predicate: (_action, current, previous) => {
        const secured = !!current.embedded?.user?.smartAccountSecured && !!current.smartAccount?.address
        if (!secured) return false
        const opened = current.modal.open && !previous.modal.open
        const becameSecured = !previous.embedded?.user?.smartAccountSecured || previous.smartAccount?.address !== current.smartAccount.address
        return opened || becameSecured
      },
      effect: async (_action, api) => {
        api.cancelActiveListeners()
        const { readRecovery } = await import('./passkey/passkey-recovery.js')
        await api.dispatch(readRecovery())
      },
    }),
    startListening({
      actionCreator: setActiveNetwork,
      effect: ({ payload }, api) => {
        if (api.getState().connection.eip155.connectorId === EMBEDDED_ID) api.extra.embedded.storage.writeLastUsedChain(payload)
      },
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
