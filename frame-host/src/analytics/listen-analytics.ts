import { Alerts } from '@porthole/protocol'
import type { Fetch } from '../http/index.js'
import { type FrameStartListening, raiseAlert, selectFeatureOn } from '../store/index.js'
import type { AnalyticsSender } from './analytics-sender.js'
import { analyticsEventsOf } from './analytics-events.js'

export declare namespace listenAnalytics {
  type Options = {
    projectId: string
    fetch: Fetch
    /** The page's origin once the handshake named it; before that nothing is reported. */
    pageOrigin(): string | undefined
  }
}

/**
 * Analytics: the widget's moments become events, sent by a sender whose
 * code loads with the first of them (never on the first paint) and which never
 * holds the UI up. Nothing at all while the `analytics` feature is off.
 */
export function listenAnalytics({ projectId, fetch, pageOrigin }: listenAnalytics.Options) {
  let sender: Promise<AnalyticsSender> | undefined
  return (startListening: FrameStartListening) =>
    startListening({
      predicate: () => true,
      effect: (action, api) => {
        const origin = pageOrigin()
        if (origin === undefined || !selectFeatureOn(api.getState(), 'analytics')) return
        const events = analyticsEventsOf(action, api.getOriginalState(), api.getState(), projectId)
        if (events.length === 0) return
        sender ??= import('./analytics-sender.js').then(({ createAnalyticsSender }) =>
          createAnalyticsSender({ projectId, fetch, onForbidden: () => api.dispatch(raiseAlert(Alerts.invalidAppConfiguration)) }),
        )
        void sender.then(
          (s) => events.forEach((event) => s.add(event, origin)),
          () => {},
        )
      },
    })
}
