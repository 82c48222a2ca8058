import { SHAKE_MS } from '@porthole/protocol'
import { modalSlice, shake } from '../shared-state/index.js'
import type { FrameStartListening } from './types.js'

/** The shake lasts 500 ms; a new shake restarts the count. */
export function listenShake(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: shake,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await api.delay(SHAKE_MS)
      api.dispatch(modalSlice.actions.shakeEnded())
    },
  })
}
