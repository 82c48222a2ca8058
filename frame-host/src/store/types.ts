import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit'
import type { activitySlice } from '../activity/activity-slice.js'
import type { tokensSlice } from '../account/tokens-slice.js'
import type { namesSlice } from '../names/names-slice.js'
import type { sendSlice } from '../send/send-slice.js'
import type { FrameServices } from '../services.js'
import type { alertSlice } from './alert-slice.js'
import type { balanceSlice } from './balance-slice.js'
import type { connectAttemptSlice } from './connect-attempt-slice.js'
import type { connectionSlice } from './connection-slice.js'
import type { featuresSlice } from './features-slice.js'
import type { hostWalletsSlice } from './host-wallets-slice.js'
import type { modalSlice } from './modal-slice.js'
import type { networkSlice } from './network-slice.js'
import type { themeSlice } from './theme-slice.js'
import type { toastSlice } from './toast-slice.js'
import type { pairingSlice } from '../walletconnect/pairing.js'
import type { allWalletsSlice } from '../wallets/all-wallets-slice.js'
import type { embeddedSlice } from '../embedded/embedded-slice.js'
import type { socialLoginSlice } from '../social/social-login-slice.js'

export type { FrameServices }

/** Declared apart from the store so slices can type their listeners without an import cycle. */
export type FrameState = {
  modal: ReturnType<typeof modalSlice.reducer>
  toast: ReturnType<typeof toastSlice.reducer>
  connection: ReturnType<typeof connectionSlice.reducer>
  network: ReturnType<typeof networkSlice.reducer>
  hostWallets: ReturnType<typeof hostWalletsSlice.reducer>
  connectAttempt: ReturnType<typeof connectAttemptSlice.reducer>
  balance: ReturnType<typeof balanceSlice.reducer>
  theme: ReturnType<typeof themeSlice.reducer>
  features: ReturnType<typeof featuresSlice.reducer>
  alerts: ReturnType<typeof alertSlice.reducer>
  walletConnect: ReturnType<typeof pairingSlice.reducer>
  allWallets: ReturnType<typeof allWalletsSlice.reducer>
  tokens: ReturnType<typeof tokensSlice.reducer>
  activity: ReturnType<typeof activitySlice.reducer>
  send: ReturnType<typeof sendSlice.reducer>
  names: ReturnType<typeof namesSlice.reducer>
  embedded: ReturnType<typeof embeddedSlice.reducer>
  socialLogin: ReturnType<typeof socialLoginSlice.reducer>
}

/** Thunks and listeners get the frame's services (relay, transports, storage) as their extra argument. */
export type FrameDispatch = ThunkDispatch<FrameState, FrameServices, UnknownAction>
export type FrameThunk<R = void> = ThunkAction<R, FrameState, FrameServices, UnknownAction>
export type FrameStartListening = TypedStartListening<FrameState, FrameDispatch, FrameServices>
