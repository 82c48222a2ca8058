import { addListener, type FrameDispatch, type FrameState } from '../store/index.js'
import type { Caller, FrameEvent, PageApi, View } from '@porthole/protocol'
import type { FrameStore } from '../store/index.js'

/**
 * The view the page is told of. An approval is reported as the view it covers
 * (Account when it opened the modal): a page that knows the moment Approve
 * appears can time a decoy under it, so ApproveTransaction is never named.
 */
function pageView(modal: FrameState['modal']): View {
  if (modal.view !== 'ApproveTransaction') return modal.view
  return modal.history.at(-1) ?? 'Account'
}

/** The event a modal change means for the page, if any. */
export function modalEvent(previous: FrameState['modal'], current: FrameState['modal']): FrameEvent | undefined {
  if (current.open && !previous.open) return { type: 'open', view: pageView(current) }
  if (!current.open && previous.open) return { type: 'close' }
  if (current.open && pageView(current) !== pageView(previous)) return { type: 'view', view: pageView(current) }
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
