import { Alerts } from '@porthole/protocol'
import { type FrameThunk, raiseAlert } from '../store/index.js'
import { disconnected } from '../shared-state/index.js'
import { EMBEDDED_ID } from '../connectors/index.js'
import { embeddedActions } from './embedded-slice.js'

/** The worker no longer knows the session (expired or revoked): 'Session Expired', signed out, storage cleared. */
export function sessionLapsed(): FrameThunk {
  return (dispatch, getState, services) => {
    services.embedded.storage.clearSignIn()
    dispatch(embeddedActions.signedOut())
    if (getState().connection.eip155.connectorId !== EMBEDDED_ID) return
    dispatch(raiseAlert(Alerts.sessionExpired))
    dispatch(disconnected({ namespace: 'eip155', closeModal: false }))
  }
}
