import { disconnected } from '../store/connection-slice.js'
import type { FrameStartListening } from '../store/types.js'
import { requestSignIn } from './sign-in.js'
import { sessionCleared, signedIn } from './siwx-slice.js'

/**
 * A session lasts until its message expires; then it is cleared and, while
 * the wallet is still connected, the visitor is asked to sign in again.
 * Disconnecting clears it (and revokes it with the worker) when the project says so (spec §4).
 */
export function listenSiwxSessions(startListening: FrameStartListening): () => void {
  const stopExpiry = startListening({
    actionCreator: signedIn,
    effect: async ({ payload: { session } }, api) => {
      api.cancelActiveListeners()
      await api.delay(Math.max(0, session.expiresAt - Date.now()))
      if (api.getState().siwx.session?.id !== session.id) return
      api.dispatch(sessionCleared())
      const namespace = api.getState().siwx.namespace
      if (namespace && api.getState().connection[namespace].status === 'connected') api.dispatch(requestSignIn(namespace))
    },
  })
  const stopDisconnect = startListening({
    actionCreator: disconnected,
    effect: async (_action, api) => {
      const { config, session } = api.getState().siwx
      if (!config?.clearOnDisconnect || !session) return
      api.dispatch(sessionCleared())
      await api.extra.siwx.signOut(session.id).catch(() => {})
    },
  })
  return () => (stopExpiry(), stopDisconnect())
}
