import { connectionEstablished } from '../connection/connection-established.js'
import type { FrameThunk } from '../store/types.js'
import { createEmbeddedConnector } from './embedded-connector.js'
import { embeddedActions } from './embedded-slice.js'

export declare namespace completeEmbeddedSignIn {
  type Options = { token: string; address: string; expiresAt: number; provider: string; username?: string | null | undefined }
}

/**
 * The end of every embedded sign-in (email here, social in its own flow): the
 * session goes to frame storage, then the embedded connector connects like
 * any other wallet (on the last used chain, else the frame's network).
 */
export function completeEmbeddedSignIn({ token, address, expiresAt, provider, username }: completeEmbeddedSignIn.Options): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const { storage } = services.embedded
    storage.writeSession({ token, address, expiresAt, provider, username: username ?? null })
    if (provider === 'email' && username) storage.emailLoginSucceeded(username)
    else storage.socialLoginSucceeded(username ?? undefined)
    dispatch(embeddedActions.signedIn({ address, provider, username: username ?? null, expiresAt }))
    const connector = createEmbeddedConnector({ dispatch, getState, services })
    dispatch(connectionEstablished(connector, await connector.connect()))
  }
}
