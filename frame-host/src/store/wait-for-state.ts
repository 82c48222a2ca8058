import type { UnsubscribeListener } from '@reduxjs/toolkit'
import { addListener } from '@reduxjs/toolkit'
import { AbortedError } from '@porthole/protocol'
import type { FrameDispatch, FrameServices, FrameState, FrameThunk } from './types.js'

const addFrameListener = addListener.withTypes<FrameState, FrameDispatch, FrameServices>()

/**
 * Resolves with the first state (now or after a later action) that satisfies
 * `predicate`; rejects with 'Request was aborted' once `signal` aborts.
 */
export function waitForState(predicate: (state: FrameState) => boolean, signal?: AbortSignal): FrameThunk<Promise<FrameState>> {
  return (dispatch, getState) => {
    if (predicate(getState())) return Promise.resolve(getState())
    if (signal?.aborted) return Promise.reject(new AbortedError())
    return new Promise((resolve, reject) => {
      const stop = () => {
        unsubscribe()
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        stop()
        reject(new AbortedError())
      }
      // The listener middleware answers `addListener` with the unsubscribe; the thunk typing cannot know that.
      const unsubscribe = dispatch(
        addFrameListener({
          predicate: (_action, state) => predicate(state),
          effect: (_action, api) => {
            stop()
            resolve(api.getState())
          },
        }),
      ) as unknown as UnsubscribeListener
      signal?.addEventListener('abort', onAbort)
    })
  }
}
