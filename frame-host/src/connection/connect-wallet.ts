import { createAsyncThunk } from '@reduxjs/toolkit'
import { ErrorCodes, PortholeError, type ErrorShape } from '@porthole/protocol'
import { connectorFor } from '../connectors/registry.js'
import type { FrameDispatch, FrameServices, FrameState } from '../store/types.js'
import { connectionEstablished } from './connection-established.js'

export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const NO_CONNECTOR_FOUND = 'No connector found'
export const FAILED_TO_CONNECT = 'Failed to connect'

const failure = (message: string) => new PortholeError(ErrorCodes.internal, message)

function toShape(error: unknown): ErrorShape {
  return (error instanceof PortholeError ? error : failure(FAILED_TO_CONNECT)).toJSON()
}

/**
 * The visitor picked a wallet (spec §4 switching a connection): disconnected
 * or connected may (re)connect; a reconnect still running is 'Invalid
 * connection status'. Connected to another wallet, the new one replaces it
 * only once it answers. An answer that comes after the visitor left the
 * ConnectingExternal view is dropped.
 */
export const connectWallet = createAsyncThunk.withTypes<{
  state: FrameState
  dispatch: FrameDispatch
  extra: FrameServices
  rejectValue: ErrorShape
}>()('connection/connectWallet', async (connectorId: string, { getState, dispatch, extra, requestId, rejectWithValue }) => {
  const connector = connectorFor({ dispatch, getState, services: extra }, connectorId)
  if (!connector) return rejectWithValue(failure(NO_CONNECTOR_FOUND).toJSON())
  if (getState().connection[connector.namespace].status === 'connecting') return rejectWithValue(failure(INVALID_CONNECTION_STATUS).toJSON())
  try {
    const session = await connector.connect()
    if (session.accounts.length === 0) throw failure(FAILED_TO_CONNECT)
    if (getState().connectAttempt?.requestId !== requestId) return
    dispatch(connectionEstablished(connector, session))
  } catch (error) {
    return rejectWithValue(toShape(error))
  }
})
