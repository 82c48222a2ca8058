import type { FrameThunk } from '../store/index.js'
import { embeddedActions } from './embedded-slice.js'
import type { StoredSession } from './embedded-storage.js'

/**
 * The session's smart account answers to `passkey`: secured here, or named by the worker's session
 * check (secured on another device). Kept in the stored session of `token` (a sign-out meanwhile
 * records nothing), and the account shows as secured; its requests take the passkey's road.
 */
export function smartAccountSecured(passkey: NonNullable<StoredSession['smartAccountPasskey']>, token: string): FrameThunk<void> {
  return (dispatch, getState, { embedded: { storage } }) => {
    const session = storage.readSession()
    const { user } = getState().embedded
    if (session?.token !== token || !user) return
    storage.writeSession({ ...session, smartAccountPasskey: passkey })
    dispatch(embeddedActions.signedIn({ ...user, smartAccountSecured: true }))
  }
}
