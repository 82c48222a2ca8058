import { InternalRpcError, PasskeyFlowMessages, PasskeySafe, UnauthorizedProviderError, UnsupportedProviderMethodError } from '@porthole/protocol'
import { isAddressEqual, type Hex } from 'viem'
import type { FrameThunk } from '../../store/index.js'
import { signingPasskey } from '../embedded-storage.js'
import { approvePasskeyCalls } from './approve-passkey-calls.js'
import { createPasskeyClient } from './passkey-client.js'
import { passkeyFailure, passkeyNetwork } from './passkey-login.js'
import { passkeyLoginSlice } from './passkey-login-slice.js'
import { addingCalls, passkeySignerProxy, safeHasOwner } from './passkey-owners.js'
import { passkeyForChallenge } from './passkey-window.js'

const { started, succeeded, failed } = passkeyLoginSlice.actions
const mismatch = () => new UnauthorizedProviderError(PasskeyFlowMessages.addMismatch)

/**
 * "Add a second passkey", for a passkey account or a smart account secured with a passkey: the new
 * passkey is made in the first-party window the visitor's click opened (`popup`, named by `id`;
 * undefined when the browser blocked it), the worker checks and holds it, and the operation that
 * makes its own signer contract an owner of the Safe (threshold 1) is an ordinary request the
 * account's passkey approves in the approval window, which checks it is exactly that. The frame
 * computes the signer contract from the key on chain itself, and counts the passkey added only
 * once the chain shows it among the Safe's owners.
 */
export function addPasskey({ popup, id }: { popup: Window | undefined; id: string }): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind: 'add', requestId }))
    try {
      if (!popup) throw new InternalRpcError(PasskeyFlowMessages.windowBlocked)
      const { storage, fetch } = services.embedded
      const session = storage.readSession()
      const owner = signingPasskey(session, 'smartAccount')
      const safe = (session?.passkey ? session.address : getState().smartAccount.address) as Hex | undefined
      if (!session || !owner || !safe) {
        popup.close()
        throw new UnsupportedProviderMethodError(PasskeyFlowMessages.notAddable)
      }
      const transport = services.transports.forNetwork(passkeyNetwork(getState()))
      const signer = services.embedded.passkeySigner ?? PasskeySafe
      const client = createPasskeyClient(fetch)
      let made
      try {
        made = await passkeyForChallenge(popup, id, client.challenge('add'), services.page.origin(), 'add')
      } finally {
        popup.close()
      }
      const { created, challengeId, credential } = made
      const { checkRegistration } = await import('./passkey-account.js')
      const held = await client.add({ challengeId, credential }, session.token)
      checkRegistration(created, held, PasskeyFlowMessages.addMismatch)
      const proxy = await passkeySignerProxy(transport, created.publicKey, signer)
      if (!isAddressEqual(held.safe as Hex, safe) || !isAddressEqual(held.signer as Hex, proxy)) throw mismatch()

      const adding = { publicKey: created.publicKey, signerFactory: signer.signerFactory, verifiers: signer.verifiers, signer: proxy }
      await dispatch(approvePasskeyCalls(session, owner, safe, addingCalls(safe, proxy, created.publicKey, signer), { adding }))

      const recorded = await client.addConfirm({ credentialId: created.id }, session.token)
      checkRegistration(created, recorded, PasskeyFlowMessages.addMismatch)
      if (!(await safeHasOwner(transport, safe, proxy))) throw mismatch()
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, PasskeyFlowMessages.addFailed) }))
    }
  }
}
