import { plainAction } from '../plain-action/index.js'
import { DefaultNamespace, type Namespace, type View } from '@porthole/protocol'

export type ModalState = {
  open: boolean
  view: View
  /** Views to return to with Back, oldest first; the current view is not in it. */
  history: View[]
  shake: boolean
  loading: boolean
  /** The chain family the modal works with; its active network is in network-slice. */
  activeChain: Namespace
  /** Opened for a dapp's eth_requestAccounts: a connection ends the visit. */
  closeOnConnect: boolean
  /** SwitchActiveChain's switchToChain: the network the visitor picked in a family with no account yet. */
  switchToChain: string | null
  /** The frame is initialized FRAME_READY_DELAY_MS after it is ready (its channel to the page accepted). */
  initialized: boolean
}

export const initialModalState: ModalState = {
  open: false,
  view: 'Connect',
  history: [],
  shake: false,
  loading: false,
  activeChain: DefaultNamespace,
  closeOnConnect: false,
  switchToChain: null,
  initialized: false,
}

// The actions the first paint's views and the modal's router dispatch: plain ones, as the first paint carries no
// Redux Toolkit. modal-slice.ts handles them.
export const modalOpened = plainAction<{ view: View; closeOnConnect?: boolean }>('modal/opened')
export const closeModal = plainAction('modal/closed')
export const pushView = plainAction<View>('modal/pushed')
export const modalWentBack = plainAction<{ connected: boolean }>('modal/wentBack')
export const shake = plainAction('modal/shaken')
