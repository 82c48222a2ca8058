import { UserRejectedRequestError, type Namespace } from '@porthole/protocol'
import { connectView, type FrameThunk, openModal, selectAccounts, waitForState } from '../store/index.js'

/** The namespace's connection once no silent reconnect is running (it lasts at most a few seconds). */
export function settledAccounts(namespace: Namespace, signal?: AbortSignal): FrameThunk<Promise<string[]>> {
  return async (dispatch) => {
    const state = await dispatch(waitForState((s) => s.connection[namespace].status !== 'connecting', signal))
    return selectAccounts(state, namespace)
  }
}

/**
 * A dapp's eth_requestAccounts with nothing connected: the modal opens on
 * Connect (AllWallets on a phone with no page wallets; or stays where the visitor already is) and the call resolves when
 * they connect, or fails with 4001 when they close the modal first. The
 * dapp giving up (`signal`) stops the wait; the visitor may still connect.
 */
export function requestConnection(namespace: Namespace, signal?: AbortSignal): FrameThunk<Promise<string[]>> {
  return async (dispatch, getState, services) => {
    if (!getState().modal.open) dispatch(openModal(connectView(getState(), services.isMobile()), { closeOnConnect: true }))
    const state = await dispatch(waitForState((s) => s.connection[namespace].status === 'connected' || !s.modal.open, signal))
    const accounts = selectAccounts(state, namespace)
    if (accounts.length === 0) throw new UserRejectedRequestError()
    return accounts
  }
}
