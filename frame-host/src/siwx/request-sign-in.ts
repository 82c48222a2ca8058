import { FullNamespaces, isFullySupported, type Namespace } from '@porthole/protocol'
import { type FrameState, type FrameThunk, openModal } from '../store/index.js'

/**
 * The part of sign-in with X every frame carries: whether a connection needs
 * a sign-in, and opening SIWXSignMessage. The rest (the worker's messages,
 * signing) loads with the view, so a frame without sign-in never fetches it.
 */

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase() && (a.startsWith('0x') || a === b)

/**
 * Whether connecting `namespace` still needs a sign-in: sign-in is on, the
 * family has sign-in messages, and no live session names one of the
 * connected accounts (one sign-in serves a wallet connected in two families).
 */
export function needsSignIn(state: FrameState, namespace: Namespace, now = Date.now()): boolean {
  const { config, pageOrigin, session } = state.siwx
  // Sign-in messages exist for the fully supported families: EIP-4361 and Sign-In With Solana.
  if (!config || !pageOrigin || !isFullySupported(namespace)) return false
  if (state.connection[namespace].accounts.length === 0) return false
  if (!session || session.expiresAt <= now) return true
  return !FullNamespaces.some((ns) => state.connection[ns].accounts.some((account) => sameAddress(account.address, session.address)))
}

/** SIWXSignMessage after connect: the view opens at once and its message is fetched as the sign-in code arrives. */
export function requestSignIn(namespace: Namespace): FrameThunk {
  return (dispatch) => {
    dispatch(openModal('SIWXSignMessage'))
    void import('./sign-in.js').then(({ prepareSignIn }) => dispatch(prepareSignIn(namespace)))
  }
}
