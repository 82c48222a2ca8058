import { combineSlices } from '@reduxjs/toolkit'
import { tokensSlice } from '../account/tokens-slice.js'
import { activitySlice } from '../activity/activity-slice.js'
import { embeddedSlice } from '../embedded/embedded-slice.js'
import { namesSlice } from '../names/names-slice.js'
import { sendSlice } from '../send/send-slice.js'
import { socialLoginSlice } from '../social/social-login-slice.js'
import { pairingSlice } from '../walletconnect/pairing-slice.js'
import { allWalletsSlice } from '../wallets/all-wallets-slice.js'
import { siwxSlice } from '../siwx/siwx-slice.js'
import { smartAccountSlice } from '../smart-account/smart-account-slice.js'
import { alertSlice } from './alert-slice.js'
import { balanceSlice } from './balance-slice.js'
import { connectAttemptSlice } from './connect-attempt-slice.js'
import { connectionSlice } from './connection-slice.js'
import { featuresSlice } from './features-slice.js'
import { hostWalletsSlice } from './host-wallets-slice.js'
import { modalSlice } from './modal-slice.js'
import { networkSlice } from './network-slice.js'
import { profileWalletsSlice } from './profile-wallets-slice.js'
import { themeSlice } from './theme-slice.js'
import { toastSlice } from './toast-slice.js'

/**
 * The frame's state, one slice per concern, each under its own name. Slices
 * import nothing but other slices and leaf types, so the state type below is
 * derived without a cycle.
 */
export const rootReducer = combineSlices(
  modalSlice,
  toastSlice,
  connectionSlice,
  networkSlice,
  hostWalletsSlice,
  connectAttemptSlice,
  balanceSlice,
  themeSlice,
  featuresSlice,
  alertSlice,
  pairingSlice,
  allWalletsSlice,
  tokensSlice,
  activitySlice,
  sendSlice,
  namesSlice,
  embeddedSlice,
  socialLoginSlice,
  siwxSlice,
  smartAccountSlice,
  profileWalletsSlice,
)

export type FrameState = ReturnType<typeof rootReducer>
