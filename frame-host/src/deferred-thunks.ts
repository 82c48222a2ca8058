import type { FrameThunk } from './store/types.js'
import type * as Real from './real-thunks.js'

type Thunks = typeof Real
type Name = keyof Thunks

let arrived: Thunks | undefined
let announce!: (thunks: Thunks) => void
const arriving = new Promise<Thunks>((resolve) => (announce = resolve))

/** start.ts hands over the thunks once the services they use are in place. */
export function thunksArrived(thunks: Thunks): void {
  arrived = thunks
  announce(thunks)
}

/**
 * A thunk of the same name and signature whose code arrives after the first
 * paint. Once start.ts has run (always before the modal can open, since it
 * accepts the page's channel) it dispatches the real one synchronously, so a
 * popup opened inside it still counts as opened by the click. Before that
 * (only effects of the hidden, prepared view) it waits for it.
 */
function deferred<K extends Name>(name: K): Thunks[K] {
  const later =
    (...args: unknown[]): FrameThunk<unknown> =>
    (dispatch) => {
      const run = (thunks: Thunks) => dispatch((thunks[name] as (...a: unknown[]) => FrameThunk<unknown>)(...args))
      return arrived ? run(arrived) : arriving.then(run)
    }
  return later as unknown as Thunks[K]
}

export const connectWallet = deferred('connectWallet')
export const loginWithSocial = deferred('loginWithSocial')
export const loginWithFarcaster = deferred('loginWithFarcaster')
export const startEmailLogin = deferred('startEmailLogin')
export const loadFeaturedWallets = deferred('loadFeaturedWallets')
export const loadRecommendedWallets = deferred('loadRecommendedWallets')
