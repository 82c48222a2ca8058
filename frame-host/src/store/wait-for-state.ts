import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit'
import type { FrameDispatch, FrameServices, FrameState, FrameThunk } from './types.js'

const addFrameListener = addListener.withTypes<FrameState, FrameDispatch, FrameServices>()

/** Resolves with the first state (now or after a later action) that satisfies `predicate`. */
export function waitForState(predicate: (state: FrameState) => boolean): FrameThunk<Promise<FrameState>> {
  return (dispatch, getState) => {
    if (predicate(getState())) return Promise.resolve(getState())
    return new Promise((resolve) => {
      // The listener middleware answers `addListener` with the unsubscribe; the thunk typing cannot know that.
      const unsubscribe = dispatch(
        addFrameListener({
          predicate: (_action, state) => predicate(state),
          effect: (_action, api) => {
            unsubscribe()
            resolve(api.getState())
          },
        }),
      ) as unknown as UnsubscribeListener
    })
  }
}
