import { addListener } from '@reduxjs/toolkit'
import type { Caller, FrameEvent, PageApi } from '@porthole/protocol'
import type { FrameStore } from '../store/store.js'
import type { FrameDispatch, FrameState } from '../store/types.js'

/** The event a modal change means for the page, if any. */
export function modalEvent(previous: FrameState['modal'], current: FrameState['modal']): FrameEvent | undefined {
  if (current.open && !previous.open) return { type: 'open', view: current.view }
  if (!current.open && previous.open) return { type: 'close' }
  if (current.open && current.view !== previous.view) return { type: 'view', view: current.view }
  return undefined
}

/**
 * Tells the page whenever the modal opens, closes or changes view, whoever
 * caused it: the page's own calls, or the visitor inside the frame.
 */
export function forwardModalEvents(store: FrameStore, page: Caller<PageApi>): () => void {
  return store.dispatch(
    addListener.withTypes<FrameState, FrameDispatch>()({
      predicate: (_action, current, previous) => current.modal !== previous.modal,
      effect: (_action, api) => {
        const event = modalEvent(api.getOriginalState().modal, api.getState().modal)
        // The page may be gone (navigation, reload); then there is no one to tell.
        if (event) page.call('emit', [event]).catch(() => {})
      },
    }),
  )
}
