import { combineSlices } from '@reduxjs/toolkit'
import type { tokensSlice } from './account/tokens-slice.js'
import type { activitySlice } from './activity/activity-slice.js'
import type { embeddedSlice } from './embedded/embedded-slice.js'
import type { namesSlice } from './names/names-slice.js'
import type { sendSlice } from './send/send-slice.js'
import type { swapSlice } from './swap/swap-slice.js'
import type { onrampSlice } from './onramp/onramp-slice.js'
import type { socialLoginSlice } from './social/social-login-slice.js'
import type { farcasterLoginSlice } from './farcaster/farcaster-login-slice.js'
import type { passkeyLoginSlice } from './embedded/passkey/passkey-login-slice.js'
import type { pairingSlice } from './walletconnect/pairing-slice.js'
import { allWalletsSlice } from './wallets/all-wallets-slice.js'
import type { siwxSlice } from './siwx/siwx-slice.js'
import type { smartAccountSlice } from './smart-account/smart-account-slice.js'
import { alertSlice } from './store/alert-slice.js'
import type { balanceSlice } from './account/balance-slice.js'
import type { connectAttemptSlice } from './connection/connect-attempt-slice.js'
import { connectionSlice } from './shared-state/connection-slice.js'
import { featuresSlice } from './store/features-slice.js'
import { hostWalletsSlice } from './wallets/host-wallets-slice.js'
import { modalSlice } from './shared-state/modal-slice.js'
import type { networkSlice } from './connection/network-slice.js'
import type { profileWalletsSlice } from './connection/profile-wallets-slice.js'
import { themeSlice } from './store/theme-slice.js'
import { toastSlice } from './store/toast-slice.js'

/**
 * The slices no view of the first paint (the hidden Connect view) reads: startStore injects them
 * (from each feature.ts) before the frame serves the page or restores a connection. Those the first
 * paint reads are combined below, and first-paint-store.ts renders their initial state.
 */
type AfterPaintSlice =
  | typeof tokensSlice
  | typeof activitySlice
  | typeof embeddedSlice
  | typeof namesSlice
  | typeof sendSlice
  | typeof swapSlice
  | typeof onrampSlice
  | typeof pairingSlice
  | typeof siwxSlice
  | typeof smartAccountSlice
  | typeof balanceSlice
  | typeof profileWalletsSlice
  | typeof networkSlice
  | typeof socialLoginSlice
  | typeof farcasterLoginSlice
  | typeof passkeyLoginSlice
  | typeof connectAttemptSlice
type AfterPaintState = { [S in AfterPaintSlice as S['reducerPath']]: ReturnType<S['reducer']> }

/**
 * The frame's state, one slice per concern, each under its own name. Slices
 * import nothing but other slices and leaf types, so the state type below is
 * derived without a cycle.
 */
export const rootReducer = combineSlices(
  modalSlice,
  toastSlice,
  connectionSlice,
  hostWalletsSlice,
  themeSlice,
  featuresSlice,
  alertSlice,
  allWalletsSlice,
).withLazyLoadedSlices<AfterPaintState>()

/** Every slice present: what the views and the code after the first paint read. */
export type FrameState = ReturnType<typeof rootReducer> & AfterPaintState
