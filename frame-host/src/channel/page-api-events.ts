import { addListener, type FrameDispatch, type FrameState, selectIsConnected } from '../store/index.js'
import { PageEventNames, type Caller, type PageApi, type PageEvent, type PageEventName } from '@porthole/protocol'
import { analyticsEventsOf } from '../analytics/index.js'
import type { FrameStore } from '../store/index.js'
import { pageSnapshotOf } from './page-snapshot.js'

const quiet = () => {}
const isPageEvent = (name: string): name is PageEventName => (PageEventNames as readonly string[]).includes(name)

/**
 * The page API's snapshot, sent at once and again whenever it differs from
 * the last one sent: the page's `subscribeState`, `subscribeAccount` and
 * `subscribeNetwork` fire from it.
 */
export function forwardPageSnapshot(store: FrameStore, page: Caller<PageApi>): () => void {
  let sent = ''
  const send = (state: FrameState) => {
    const snapshot = pageSnapshotOf(state)
    const text = JSON.stringify(snapshot)
    if (text === sent) return
    sent = text
    // The page may be gone (navigation, reload); then there is no one to tell.
    page.call('emit', [{ type: 'state', snapshot }]).catch(quiet)
  }
  send(store.getState())
  return store.dispatch(
    addListener.withTypes<FrameState, FrameDispatch>()({
      predicate: (_action, current, previous) =>
        current.modal !== previous.modal ||
        current.connection !== previous.connection ||
        current.network !== previous.network ||
        current.connectAttempt !== previous.connectAttempt ||
        current.embedded.user !== previous.embedded.user ||
        current.smartAccount !== previous.smartAccount,
      effect: (_action, api) => send(api.getState()),
    }),
  )
}

/**
 * The widget's moments for `porthole.subscribeEvents`, the same ones analytics
 * counts, with the same picked properties, except that MODAL_OPEN says only
 * whether an account is connected: the view it opened on could be an approval,
 * and the page must never learn when one appears.
 */
export function pageEventsOf(events: ReturnType<typeof analyticsEventsOf>, state: FrameState): PageEvent[] {
  return events.flatMap(({ type, event, properties }): PageEvent[] => {
    if (!isPageEvent(event)) return []
    if (event === 'MODAL_OPEN') return [{ type, event, properties: { connected: selectIsConnected(state) } }]
    const kept = Object.entries(properties ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null)
    return [{ type, event, ...(kept.length ? { properties: Object.fromEntries(kept) } : {}) }]
  })
}

export function forwardPageEvents(store: FrameStore, page: Caller<PageApi>): () => void {
  return store.dispatch(
    addListener.withTypes<FrameState, FrameDispatch>()({
      predicate: () => true,
      effect: (action, api) => {
        for (const event of pageEventsOf(analyticsEventsOf(action, api.getOriginalState(), api.getState(), ''), api.getState())) {
          page.call('emit', [{ type: 'event', event }]).catch(quiet)
        }
      },
    }),
  )
}
