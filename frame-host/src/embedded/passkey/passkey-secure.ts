import { InternalRpcError, PasskeyFlowMessages, UnsupportedProviderMethodError } from '@porthole/protocol'
import type { FrameThunk } from '../../store/index.js'
import { smartAccountSecured } from '../smart-account-secured.js'
import { createPasskeyClient } from './passkey-client.js'
import { passkeyFailure } from './passkey-login.js'
import { passkeyLoginSlice } from './passkey-login-slice.js'
import { passkeyForChallenge } from './passkey-window.js'

const { started, succeeded, failed } = passkeyLoginSlice.actions

/**
 * "Secure with a passkey" for an email or social account: the passkey is made in the first-party
 * window the visitor's click opened (`popup`, named by `id`; undefined when the browser blocked it),
 * the worker hands the account's smart account to it, and the frame checks that the answer names
 * the window's passkey and this account's smart account before it records that the smart account
 * is the passkey's. From then on the smart account's requests are signed in the approval window.
 */
export function secureWithPasskey({ popup, id }: { popup: Window | undefined; id: string }): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind: 'secure', requestId }))
    try {
      if (!popup) throw new InternalRpcError(PasskeyFlowMessages.windowBlocked)
      const { storage, fetch } = services.embedded
      const session = storage.readSession()
      const { user } = getState().embedded
      const smartAccount = getState().smartAccount.address
      if (!session || session.passkey || session.smartAccountPasskey || !user || !smartAccount) {
        popup.close()
        throw new UnsupportedProviderMethodError(PasskeyFlowMessages.notSecurable)
      }
      const client = createPasskeyClient(fetch)
      let secured
      try {
        const pageOrigin = services.page.origin()
        const [{ checkSecured }, { created, challengeId, credential }] = await Promise.all([
          import('./passkey-account.js'),
          passkeyForChallenge(popup, id, client.challenge('secure'), pageOrigin, 'secure'),
        ])
        secured = await client.secure({ challengeId, credential }, session.token)
        checkSecured(created, smartAccount, secured)
      } finally {
        popup.close()
      }
      dispatch(smartAccountSecured({ credentialId: secured.credentialId, publicKey: secured.publicKey }, session.token))
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, PasskeyFlowMessages.secureFailed) }))
    }
  }
}
