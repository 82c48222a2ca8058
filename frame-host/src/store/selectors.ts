import type { FrameState } from './types.js'

/** An address is connected on the chain family the modal is working with. */
export const selectIsConnected = (state: FrameState): boolean => {
  const connection = state.connection[state.modal.activeChain]
  return connection.status === 'connected' && connection.caipAddress !== undefined
}

export const selectModal = (state: FrameState) => state.modal
export const selectToast = (state: FrameState) => state.toast
export const selectThemeMode = (state: FrameState) => state.theme.mode
