import { addListener, type FrameDispatch, type FrameState } from '../store/index.js'
import type { Caller, PageApi } from '@porthole/protocol'
import type { FrameStore } from '../store/index.js'

/** The page hears the session whenever it changes (null when it ends), so its backend can verify it itself. */
export function forwardSiwxSession(store: FrameStore, page: Caller<PageApi>): () => void {
  const send = (state: FrameState) => page.call('emit', [{ type: 'siwx', session: state.siwx.session ?? null }]).catch(() => {})
  if (store.getState().siwx.session) void send(store.getState())
  return store.dispatch(
    addListener.withTypes<FrameState, FrameDispatch>()({
      predicate: (_action, current, previous) => current.siwx.session !== previous.siwx.session,
      effect: (_action, api) => void send(api.getState()),
    }),
  )
}
