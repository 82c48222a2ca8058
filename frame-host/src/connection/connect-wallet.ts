import { type FrameThunk, nanoid } from '../store/index.js'
import { fromUnknown, InternalRpcError, Messages } from '@porthole/protocol'
import { connectorFor } from '../connector-registry.js'
import { connectAttemptActions } from './connect-attempt-slice.js'
import { connectionEstablished } from './connection-established.js'

/**
 * The visitor picked a wallet: disconnected
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
      const shape = fromUnknown(error, new InternalRpcError(Messages.failedToConnect)).toJSON()
      dispatch(connectAttemptActions.failed({ requestId, error: shape }))
    }
    const connector = connectorFor({ dispatch, getState, services }, connectorId)
    if (!connector) return fail(new InternalRpcError(Messages.noConnectorFound))
    if (getState().connection[connector.namespace].status === 'connecting') return fail(new InternalRpcError(Messages.invalidConnectionStatus))
    try {
      const session = await connector.connect()
      if (session.accounts.length === 0) throw new InternalRpcError(Messages.failedToConnect)
      if (getState().connectAttempt?.requestId !== requestId) return
      dispatch(connectAttemptActions.succeeded(requestId))
      dispatch(connectionEstablished(connector, session))
    } catch (error) {
      fail(error)
    }
  }
}
