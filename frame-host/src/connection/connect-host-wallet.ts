import { createAsyncThunk } from '@reduxjs/toolkit'
import { ErrorCodes, PortholeError, type ErrorShape } from '@porthole/protocol'
import { eip155NetworkId } from '../chains/caip.js'
import { createHostWalletConnector } from '../connectors/host-wallet-connector.js'
import { connected } from '../store/connection-slice.js'
import { openModal } from '../store/modal-router.js'
import type { FrameDispatch, FrameServices, FrameState } from '../store/types.js'

export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const NO_CONNECTOR_FOUND = 'No connector found'
export const FAILED_TO_CONNECT = 'Failed to connect'

const failure = (message: string) => new PortholeError(ErrorCodes.internal, message)

function toShape(error: unknown): ErrorShape {
  return (error instanceof PortholeError ? error : failure(FAILED_TO_CONNECT)).toJSON()
}

/**
 * The visitor picked one of the page's wallets (spec §4 switching a
 * connection): disconnected or connected may (re)connect; a reconnect still
 * running is 'Invalid connection status'. Connected to another wallet, the new
 * one replaces it only once it answers. On success the modal closes when a
 * dapp's eth_requestAccounts opened it, else it shows Account.
 */
export const connectHostWallet = createAsyncThunk.withTypes<{
  state: FrameState
  dispatch: FrameDispatch
  extra: FrameServices
  rejectValue: ErrorShape
}>()('connection/connectHostWallet', async (uuid: string, { getState, dispatch, extra, requestId, rejectWithValue }) => {
  const state = getState()
  const wallet = state.hostWallets.list.find((w) => w.uuid === uuid)
  if (!wallet) return rejectWithValue(failure(NO_CONNECTOR_FOUND).toJSON())
  if (state.connection.eip155.status === 'connecting') return rejectWithValue(failure(INVALID_CONNECTION_STATUS).toJSON())
  try {
    const session = await createHostWalletConnector(wallet, extra.relay).connect()
    if (session.accounts.length === 0) throw failure(FAILED_TO_CONNECT)
    // The visitor left the view meanwhile: this answer is no longer wanted.
    if (getState().connectAttempt?.requestId !== requestId) return
    dispatch(connected({ namespace: 'eip155', connectorId: uuid, accounts: session.accounts, caipNetworkId: eip155NetworkId(session.chainId) }))
    if (getState().modal.open) dispatch(openModal('Account'))
  } catch (error) {
    return rejectWithValue(toShape(error))
  }
})
