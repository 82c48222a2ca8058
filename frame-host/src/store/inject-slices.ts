import { tokensSlice } from '../account/tokens-slice.js'
import { activitySlice } from '../activity/activity-slice.js'
import { embeddedSlice } from '../embedded/embedded-slice.js'
import { namesSlice } from '../names/names-slice.js'
import { sendSlice } from '../send/send-slice.js'
import { siwxSlice } from '../siwx/siwx-slice.js'
import { smartAccountSlice } from '../smart-account/smart-account-slice.js'
import { pairingSlice } from '../walletconnect/pairing-slice.js'
import { socialLoginSlice } from '../social/social-login-slice.js'
import { farcasterLoginSlice } from '../farcaster/farcaster-login-slice.js'
import { balanceSlice } from './balance-slice.js'
import { connectAttemptSlice } from './connect-attempt-slice.js'
import { networkSlice } from './network-slice.js'
import { profileWalletsSlice } from './profile-wallets-slice.js'
import { rootReducer } from './root-reducer.js'

/**
 * Adds the slices the first paint leaves out (root-reducer.ts) to the frame's
 * reducer. A slice injected takes its initial state at the next action, so the
 * caller dispatches one at once (startStore: what it read from storage).
 * Injecting a slice again changes nothing, so every store may call this.
 */
export function injectAfterPaintSlices(): void {
  rootReducer
    .inject(tokensSlice)
    .inject(activitySlice)
    .inject(embeddedSlice)
    .inject(namesSlice)
    .inject(sendSlice)
    .inject(pairingSlice)
    .inject(siwxSlice)
    .inject(smartAccountSlice)
    .inject(balanceSlice)
    .inject(profileWalletsSlice)
    .inject(networkSlice)
    .inject(socialLoginSlice)
    .inject(farcasterLoginSlice)
    .inject(connectAttemptSlice)
}
