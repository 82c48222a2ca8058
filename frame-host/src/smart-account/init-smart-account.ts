import type { SessionUser } from '@porthole/protocol'
import type { FrameThunk } from '../store/index.js'
import { smartAccountFound, type SmartAccountFallback } from './smart-account-slice.js'

/** The session's smart account, or why there is none where the project enables one (the account then acts as its eoa). */
export function sessionSmartAccount(
  user: Pick<SessionUser, 'smartAccountAddress'> | undefined,
  enabledNetworks: readonly string[],
): { address: string | null; fallback?: SmartAccountFallback | undefined } {
  if (user?.smartAccountAddress) return { address: user.smartAccountAddress }
  return { address: null, fallback: enabledNetworks.length > 0 ? 'notEnabled' : undefined }
}

/**
 * Spec's "init smart account" after a sign-in: the worker's session names the
 * smart account the embedded key owns. Asked only where the project enables
 * smart accounts; no answer means eoa, with the reason kept in state. A
 * passkey account is a smart account itself (`passkeyAccount`), with no key to ask about.
 * Answers the session it read, for the rest of the sign-in.
 */
export function initSmartAccount(token: string, passkeyAccount?: string): FrameThunk<Promise<SessionUser | undefined>> {
  return async (dispatch, getState, services) => {
    if (passkeyAccount) {
      dispatch(smartAccountFound({ address: passkeyAccount }))
      return undefined
    }
    const { enabledNetworks } = getState().smartAccount
    const user = enabledNetworks.length === 0 ? undefined : await services.embedded.client.session(token).catch(() => undefined)
    dispatch(smartAccountFound(sessionSmartAccount(user, enabledNetworks)))
    return user
  }
}
