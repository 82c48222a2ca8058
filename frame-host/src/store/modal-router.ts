import type { View } from '@porthole/protocol'
import { modalSlice } from './modal-slice.js'
import { selectIsConnected } from './selectors.js'
import type { FrameThunk } from './types.js'

/**
 * Spec §2: the given view, else Account when an address is connected, else
 * Connect. History starts empty. `closeOnConnect`: opened for a dapp's request.
 */
export function openModal(view?: View, { closeOnConnect = false } = {}): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalSlice.actions.opened({ view: view ?? (selectIsConnected(getState()) ? 'Account' : 'Connect'), closeOnConnect }))
  }
}

/** Spec §2: Back pops history; with none it closes; back to Connect while connected shows Account. */
export function goBack(): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalSlice.actions.wentBack({ connected: selectIsConnected(getState()) }))
  }
}
