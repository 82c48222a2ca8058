import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Namespace, View } from '@porthole/protocol'
import { namespaceOf } from '../chains/index.js'
import { connected, disconnected } from './connection-slice.js'
import { closeModal, initialModalState, modalOpened, modalWentBack, pushView, shake, type ModalState } from './modal-state.js'
import { setActiveNetwork } from './network-actions.js'

/**
 * Router. Which view opening or going back lands on depends on the
 * connection, so callers use the thunks in modal-router.ts, which know it.
 */
export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    initialized(state) {
      state.initialized = true
    },
    replaced(state, { payload }: PayloadAction<View>) {
      state.view = payload
    },
    switchActiveChainOpened(state, { payload }: PayloadAction<string>) {
      state.history.push(state.view)
      state.view = 'SwitchActiveChain'
      state.switchToChain = payload
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
      .addCase(modalOpened, (state, { payload }) => {
        state.open = true
        state.view = payload.view
        state.history = []
        state.closeOnConnect = payload.closeOnConnect ?? false
      })
      .addCase(closeModal, close)
      .addCase(pushView, (state, { payload }) => {
        state.history.push(state.view)
        state.view = payload
      })
      .addCase(modalWentBack, (state, { payload }) => {
        const previous = state.history.pop()
        if (previous === undefined) {
          state.open = false
          return
        }
        state.view = previous === 'Connect' && payload.connected ? 'Account' : previous
      })
      .addCase(shake, (state) => {
        state.shake = true
      })
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
  replaced: replaceView,
  loadingSet: setLoading,
  switchActiveChainOpened: openSwitchActiveChain,
  chainFamilyChosen: chooseChainFamily,
} = modalSlice.actions
