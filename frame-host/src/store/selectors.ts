import { createSelector } from '@reduxjs/toolkit'
import { connectOptions } from '../config/connect-methods.js'
import type { FrameState } from './types.js'

/** An address is connected on the chain family the modal is working with. */
export const selectIsConnected = (state: FrameState): boolean => {
  const connection = state.connection[state.modal.activeChain]
  return connection.status === 'connected' && connection.caipAddress !== undefined
}

export const selectModal = (state: FrameState) => state.modal
export const selectToast = (state: FrameState) => state.toast
export const selectThemeMode = (state: FrameState) => state.theme.mode
export const selectFeatures = (state: FrameState) => state.features
export const selectAlerts = (state: FrameState) => state.alerts.shown

/** The Connect view's methods and socials, following the features in the store. */
export const selectConnectOptions = createSelector([selectFeatures], connectOptions)
