import type { AnalyticsEventName } from '@porthole/protocol'
import type { UnknownAction } from '@reduxjs/toolkit'
import { activityFailed } from '../activity/index.js'
import { connectAttemptSlice } from '../connection/index.js'
import { connected, disconnected, pushView, setActiveNetwork } from '../shared-state/index.js'
import { type FrameState } from '../store/index.js'

export type TrackedEvent = { type: 'track' | 'error'; event: AnalyticsEventName; properties?: Record<string, string | number | boolean | null> }

const track = (event: AnalyticsEventName, properties?: TrackedEvent['properties']): TrackedEvent => ({
  type: 'track',
  event,
  ...(properties ? { properties } : {}),
})

/**
 * The events an action makes: the modal opening or closing (whatever
 * closed it: the visitor, a connection, a disconnect), and the moment it is. Properties are picked field by field
 * from what names the widget's moments (views, connector ids, namespaces,
 * networks, error codes), never copied from a payload: an email address, a
 * social username or a message text never becomes an event.
 */
export function analyticsEventsOf(action: UnknownAction, original: FrameState, state: FrameState, projectId: string): TrackedEvent[] {
  const moment = momentOf(action, original, projectId)
  const events = moment ? [moment] : []
  if (!original.modal.open && state.modal.open) events.unshift(track('MODAL_OPEN', { view: state.modal.view }))
  if (original.modal.open && !state.modal.open) events.push(track('MODAL_CLOSE'))
  return events
}

function momentOf(action: UnknownAction, original: FrameState, projectId: string): TrackedEvent | undefined {
  if (pushView.match(action)) return track('OPEN_VIEW', { view: action.payload })
  if (connectAttemptSlice.actions.started.match(action)) return track('SELECT_WALLET', { connector: action.payload.connectorId })
  if (connectAttemptSlice.actions.failed.match(action)) return { type: 'error', event: 'CONNECT_ERROR', properties: { code: action.payload.error.code } }
  if (connected.match(action))
    return track('CONNECT_SUCCESS', { connector: action.payload.connectorId, namespace: action.payload.namespace, network: action.payload.caipNetworkId })
  if (disconnected.match(action))
    return original.connection[action.payload.namespace].status === 'connected'
      ? track('DISCONNECT_SUCCESS', { namespace: action.payload.namespace })
      : undefined
  if (setActiveNetwork.match(action)) return track('SWITCH_NETWORK', { network: action.payload })
  if (activityFailed.match(action)) {
    const { cursor } = action.payload
    // The address, project id, cursor and whether the account is a smart account.
    const view = original.activity.lastNetworkInView ?? ''
    const account = Object.values(original.connection)
      .flatMap((c) => c.accounts)
      .find((a) => view.endsWith(`:${a.address}`))
    return {
      type: 'error',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address: view.split(':').at(-1) ?? null, projectId, cursor: cursor ?? null, isSmartAccount: account?.type === 'smartAccount' },
    }
  }
  return undefined
}
