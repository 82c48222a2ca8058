import type { FrameDispatch, FrameServices, FrameState } from './types.js'

/** What a connector may reach: the embedded wallet shows its approvals through the store. */
export type ConnectorContext = {
  dispatch: FrameDispatch
  getState(): FrameState
  services: FrameServices
}

/** The context of a listener effect, whose services are its `extra`. */
export const listenerContext = (api: { dispatch: FrameDispatch; getState(): FrameState; extra: FrameServices }): ConnectorContext => ({
  dispatch: api.dispatch,
  getState: api.getState,
  services: api.extra,
})
