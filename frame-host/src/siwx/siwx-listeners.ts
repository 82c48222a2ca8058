import { DefaultNamespace, namespaceOfNetworkId } from '@porthole/protocol'
import { disconnected } from '../shared-state/index.js'
import type { FrameStartListening } from '../store/index.js'
import { requestSignIn } from './request-sign-in.js'
import { sessionCleared, signedIn, siwxEnabled } from './siwx-slice.js'

/**
 * A session lasts until its message expires; then it is cleared and, while
 * the wallet is still connected, the visitor is asked to sign in again.
 * Disconnecting clears it (and revokes it with the worker) when the project says so.
 * It is kept in the frame's storage, so a reload restores it once sign-in is on again.
 */
export function listenSiwxSessions(startListening: FrameStartListening): () => void {
  const stopExpiry = startListening({
    actionCreator: signedIn,
    effect: async ({ payload: { session } }, api) => {
      api.cancelActiveListeners()
      api.extra.siwxStorage.write(session)
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
  const stopClear = startListening({
    actionCreator: sessionCleared,
    effect: (_action, api) => api.extra.siwxStorage.clear(),
  })
  const stopRestore = startListening({
    actionCreator: siwxEnabled,
    effect: (_action, api) => {
      const stored = api.extra.siwxStorage.read()
      if (stored) api.dispatch(signedIn({ session: stored, namespace: namespaceOfNetworkId(stored.chainId) ?? DefaultNamespace }))
    },
  })
  return () => (stopExpiry(), stopDisconnect(), stopClear(), stopRestore())
}
