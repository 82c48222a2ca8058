import { nanoid } from '@reduxjs/toolkit'
import { ErrorCodes, PortholeError } from '@porthole/protocol'
import { connectorFor } from '../connectors/registry.js'
import { connectAttemptActions } from '../store/connect-attempt-slice.js'
import type { FrameThunk } from '../store/types.js'
import { connectionEstablished } from './connection-established.js'

export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const NO_CONNECTOR_FOUND = 'No connector found'
export const FAILED_TO_CONNECT = 'Failed to connect'

const failure = (message: string) => new PortholeError(ErrorCodes.internal, message)

/**
 * The visitor picked a wallet (spec §4 switching a connection): disconnected
 * or connected may (re)connect; a reconnect still running is 'Invalid
 * connection status'. Connected to another wallet, the new one replaces it
 * only once it answers. An answer that comes after the visitor left the
 * ConnectingExternal view is dropped (the attempt is gone from the store).
 */
export function connectWallet(connectorId: string): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = nanoid()
    dispatch(connectAttemptActions.started({ connectorId, requestId }))
    const fail = (error: unknown) => {
      const shape = (error instanceof PortholeError ? error : failure(FAILED_TO_CONNECT)).toJSON()
      dispatch(connectAttemptActions.failed({ requestId, error: shape }))
    }
    const connector = connectorFor({ dispatch, getState, services }, connectorId)
    if (!connector) return fail(failure(NO_CONNECTOR_FOUND))
    if (getState().connection[connector.namespace].status === 'connecting') return fail(failure(INVALID_CONNECTION_STATUS))
    try {
      const session = await connector.connect()
      if (session.accounts.length === 0) throw failure(FAILED_TO_CONNECT)
      if (getState().connectAttempt?.requestId !== requestId) return
      dispatch(connectAttemptActions.succeeded(requestId))
      dispatch(connectionEstablished(connector, session))
    } catch (error) {
      fail(error)
    }
  }
}
