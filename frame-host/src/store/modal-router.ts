import type { View } from '@porthole/protocol'
import { modalOpened, modalWentBack } from '../shared-state/index.js'
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
    dispatch(modalOpened({ view: view ?? (selectIsConnected(state) ? 'Account' : connectView(state, services.isMobile())), closeOnConnect }))
  }
}

/** Where connecting starts: Connect, or AllWallets on a phone whose page offers no wallet. */
export const connectView = (state: FrameState, mobile: boolean): View => (mobile && state.hostWallets.list.length === 0 ? 'AllWallets' : 'Connect')

/**
 * The view the frame keeps rendered (hidden) while the modal is closed, so that
 * opening it is only a visibility change: what `openModal()` would show, when
 * that is Connect. Account and the phone's AllWallets fetch on mount, so they
 * are not prepared: a closed modal must not reach the network on its own.
 */
export const preparedView = (state: FrameState, mobile: boolean): View | undefined =>
  !selectIsConnected(state) && connectView(state, mobile) === 'Connect' ? 'Connect' : undefined

/** Back pops history; with none it closes; back to Connect while connected shows Account. */
export function goBack(): FrameThunk {
  return (dispatch, getState) => {
    dispatch(modalWentBack({ connected: selectIsConnected(getState()) }))
  }
}
