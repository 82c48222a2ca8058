import { connected } from '../store/connection-slice.js'
import { openModal } from '../store/modal-router.js'
import type { FrameThunk } from '../store/types.js'
import { EMBEDDED_ID } from './embedded-service.js'
import { embeddedActions } from './embedded-slice.js'

export declare namespace completeEmbeddedSignIn {
  type Options = { token: string; address: string; expiresAt: number; provider: string; username?: string | null | undefined }
}

/**
 * The end of every embedded sign-in (email here, social in its own flow): the
 * session goes to frame storage, the embedded connector connects on the last
 * used chain (else the active one), and the modal shows Account.
 */
export function completeEmbeddedSignIn({ token, address, expiresAt, provider, username }: completeEmbeddedSignIn.Options): FrameThunk {
  return (dispatch, getState, services) => {
    const { storage } = services.embedded
    storage.writeSession({ token, address, expiresAt, provider, username: username ?? null })
    if (provider === 'email' && username) storage.emailLoginSucceeded(username)
    else storage.socialLoginSucceeded(username ?? undefined)
    dispatch(embeddedActions.signedIn({ address, provider, username: username ?? null, expiresAt }))
    const chain = storage.readLastUsedChain()
    const known = getState().network.available.some((n) => n.caipNetworkId === chain)
    const caipNetworkId = known && chain ? chain : getState().network.active.eip155
    dispatch(connected({ namespace: 'eip155', connectorId: EMBEDDED_ID, accounts: [address], caipNetworkId }))
    if (getState().modal.open) dispatch(openModal('Account'))
  }
}
