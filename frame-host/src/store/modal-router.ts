import type { View } from '@porthole/protocol'
import { modalSlice } from './modal-slice.js'
import { selectIsConnected } from './selectors.js'
import type { FrameThunk } from './types.js'

/** Spec §2: the given view, else Account when an address is connected, else Connect. History starts empty. */
export function openModal(view?: View): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalSlice.actions.opened(view ?? (selectIsConnected(getState()) ? 'Account' : 'Connect')))
  }
}

/** Spec §2: Back pops history; with none it closes; back to Connect while connected shows Account. */
export function goBack(): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalSlice.actions.wentBack({ connected: selectIsConnected(getState()) }))
  }
}
