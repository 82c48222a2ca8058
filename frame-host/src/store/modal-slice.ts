import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { SHAKE_MS, type Namespace, type View } from '@porthole/protocol'
import type { FrameStartListening } from './types.js'

export type ModalState = {
  open: boolean
  view: View
  /** Views to return to with Back, oldest first; the current view is not in it. */
  history: View[]
  shake: boolean
  loading: boolean
  /** CAIP-2 id of the network the visitor picked. */
  selectedNetworkId: string
  activeChain: Namespace
}

/** Spec §3: the default chain is eip155:1. */
const initialState: ModalState = {
  open: false,
  view: 'Connect',
  history: [],
  shake: false,
  loading: false,
  selectedNetworkId: 'eip155:1',
  activeChain: 'eip155',
}

/**
 * Spec §2 router. Which view opening or going back lands on depends on the
 * connection, so callers use the thunks in modal-router.ts, which know it.
 */
export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    opened(state, { payload }: PayloadAction<View>) {
      state.open = true
      state.view = payload
      state.history = []
    },
    closed(state) {
      state.open = false
      state.history = []
    },
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
    shaken(state) {
      state.shake = true
    },
    shakeEnded(state) {
      state.shake = false
    },
    loadingSet(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload
    },
    networkSelected(state, { payload }: PayloadAction<{ caipNetworkId: string; namespace: Namespace }>) {
      state.selectedNetworkId = payload.caipNetworkId
      state.activeChain = payload.namespace
    },
  },
})

export const { closed: closeModal, pushed: pushView, replaced: replaceView, shaken: shake, loadingSet: setLoading, networkSelected: selectNetwork } =
  modalSlice.actions

/** Spec §4: the shake lasts 500 ms; a new shake restarts the count. */
export function listenShake(startListening: FrameStartListening): () => void {
  return startListening({
    actionCreator: modalSlice.actions.shaken,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await api.delay(SHAKE_MS)
      api.dispatch(modalSlice.actions.shakeEnded())
    },
  })
}
