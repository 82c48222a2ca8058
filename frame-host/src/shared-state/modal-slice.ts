import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DefaultNamespace, type Namespace, type View } from '@porthole/protocol'
import { namespaceOf } from '../chains/index.js'
import { connected, disconnected } from './connection-slice.js'
import { setActiveNetwork } from './network-actions.js'

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

const initialState: ModalState = {
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

/**
 * Router. Which view opening or going back lands on depends on the
 * connection, so callers use the thunks in modal-router.ts, which know it.
 */
export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    initialized(state) {
      state.initialized = true
    },
    opened(state, { payload }: PayloadAction<{ view: View; closeOnConnect?: boolean }>) {
      state.open = true
      state.view = payload.view
      state.history = []
      state.closeOnConnect = payload.closeOnConnect ?? false
    },
    closed: close,
    pushed(state, { payload }: PayloadAction<View>) {
      state.history.push(state.view)
      state.view = payload
    },
    replaced(state, { payload }: PayloadAction<View>) {
      state.view = payload
    },
    wentBack(state, { payload }: PayloadAction<{ connected: boolean }>) {
      const previous = state.history.pop()
      if (previous === undefined) {
        state.open = false
        return
      }
      state.view = previous === 'Connect' && payload.connected ? 'Account' : previous
    },
    switchActiveChainOpened(state, { payload }: PayloadAction<string>) {
      state.history.push(state.view)
      state.view = 'SwitchActiveChain'
      state.switchToChain = payload
    },
    shaken(state) {
      state.shake = true
    },
    shakeEnded(state) {
      state.shake = false
    },
    loadingSet(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload
    },
    /** The page's `open({ namespace })`: the modal works with that family, on its active network. */
    chainFamilyChosen(state, { payload }: PayloadAction<Namespace>) {
      state.activeChain = payload
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(setActiveNetwork, (state, { payload }) => {
        state.activeChain = namespaceOf(payload) ?? state.activeChain
      })
      .addCase(connected, (state, { payload }) => {
        // A wallet granting several families connects them one by one: the one the dapp asked for ends the visit.
        if (state.closeOnConnect && payload.namespace === state.activeChain) close(state)
      })
      .addCase(disconnected, (state, { payload }) => {
        if (payload.closeModal !== false) close(state)
      }),
})

function close(state: ModalState) {
  state.open = false
  state.history = []
  state.closeOnConnect = false
}

export const {
  initialized: frameInitialized,
  closed: closeModal,
  pushed: pushView,
  replaced: replaceView,
  shaken: shake,
  loadingSet: setLoading,
  switchActiveChainOpened: openSwitchActiveChain,
  chainFamilyChosen: chooseChainFamily,
} = modalSlice.actions
