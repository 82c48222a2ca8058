import type { View } from '@porthole/protocol'
import { modalSlice } from './modal-slice.js'
import { selectIsConnected } from './selectors.js'
import type { FrameState, FrameThunk } from './types.js'

/**
 * The given view, else Account when an address is connected, else
 * Connect, or AllWallets on a phone where the page has no wallet of its own
 * (nothing to pick on Connect but the directory). History starts empty.
 * `closeOnConnect`: opened for a dapp's request.
 */
export function openModal(view?: View, { closeOnConnect = false } = {}): FrameThunk {
  return (dispatch, getState, services) => {
    const state = getState()
    dispatch(modalSlice.actions.opened({ view: view ?? (selectIsConnected(state) ? 'Account' : connectView(state, services.isMobile())), closeOnConnect }))
  }
}

/** Where connecting starts: Connect, or AllWallets on a phone whose page offers no wallet. */
export const connectView = (state: FrameState, mobile: boolean): View => (mobile && state.hostWallets.list.length === 0 ? 'AllWallets' : 'Connect')

/** Back pops history; with none it closes; back to Connect while connected shows Account. */
export function goBack(): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalSlice.actions.wentBack({ connected: selectIsConnected(getState()) }))
  }
}
