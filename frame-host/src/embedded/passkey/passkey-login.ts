import {
  fromUnknown,
  InternalRpcError,
  Messages,
  PasskeyFlowMessages,
  PasskeySafe,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type ErrorShape,
  type PasskeySignedIn,
} from '@porthole/protocol'
import { completeEmbeddedSignIn } from '../complete-sign-in.js'
import type { FrameServices, FrameState, FrameThunk } from '../../store/index.js'
import { createPasskeyClient } from './passkey-client.js'
import { passkeyLoginSlice, type PasskeyLogin } from './passkey-login-slice.js'
import { passkeyForChallenge } from './passkey-window.js'

const { started, succeeded, failed } = passkeyLoginSlice.actions

/** The network the passkey's smart account is computed on: the active one where smart accounts run, else the first that has them. */
export function passkeyNetwork(state: FrameState): FrameState['network']['available'][number] {
  const { enabledNetworks } = state.smartAccount
  const active = state.network.active.eip155
  const id = enabledNetworks.includes(active) ? active : enabledNetworks[0]
  const network = state.network.available.find((n) => n.caipNetworkId === id)
  if (!network) throw new UnsupportedProviderMethodError(PasskeyFlowMessages.noSmartAccountNetwork)
  return network
}

/** The browser's passkey errors carry their kind as a DOMException name: NotAllowedError is the visitor's cancel (or a timeout). */
const cancelled = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause.name === 'NotAllowedError' || cause.name === 'AbortError') return true
  return false
}

/** A passkey flow's failure as the slice keeps it: the visitor's cancel as 4001, else the error's own code, else `fallback`. */
export const passkeyFailure = (error: unknown, fallback: string): ErrorShape =>
  (cancelled(error) ? new UserRejectedRequestError(PasskeyFlowMessages.cancelled) : fromUnknown(error, new InternalRpcError(fallback))).toJSON()

/** One run of a passkey flow on Connect: its state while it runs, its failure as data, and the sign-in at the end. */
function runPasskeyFlow(kind: PasskeyLogin['kind'], flow: (state: FrameState, services: FrameServices) => Promise<PasskeySignedIn>): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const requestId = crypto.randomUUID()
    dispatch(started({ kind, requestId }))
    try {
      const signedIn = await flow(getState(), services)
      const { token, address, expiresAt, credentialId, publicKey } = signedIn
      await dispatch(completeEmbeddedSignIn({ token, address, expiresAt, provider: 'passkey', username: null, passkey: { credentialId, publicKey } }))
      dispatch(succeeded({ requestId }))
    } catch (error) {
      dispatch(failed({ requestId, error: passkeyFailure(error, Messages.failedToConnect) }))
    }
  }
}

/**
 * "Create a passkey": the passkey is made in the first-party window the
 * visitor's click opened (`popup`, named by `id`; undefined when the browser
 * blocked it), on the worker's origin, never in this frame. The worker keeps
 * its public key; the frame checks that the key and the account address the
 * worker answers are the passkey's own before it signs in.
 */
export function createPasskeyAccount({ popup, id }: { popup: Window | undefined; id: string }): FrameThunk<Promise<void>> {
  return runPasskeyFlow('create', async (state, services) => {
    if (!popup) throw new InternalRpcError(PasskeyFlowMessages.windowBlocked)
    try {
      return await createInWindow(popup, id, state, services)
    } finally {
      popup.close()
    }
  })
}

async function createInWindow(popup: Window, id: string, state: FrameState, services: FrameServices): Promise<PasskeySignedIn> {
  const network = passkeyNetwork(state)
  const client = createPasskeyClient(services.embedded.fetch)
  const pageOrigin = services.page.origin()
  const [ceremony, { created, challengeId, credential }] = await Promise.all([
    import('./passkey-account.js'),
    passkeyForChallenge(popup, id, client.challenge('register'), pageOrigin),
  ])
  const signedIn = await client.register({ challengeId, credential })
  ceremony.checkRegistration(created, signedIn)
  ceremony.checkAddress(
    await ceremony.passkeyAccountAddress(created.publicKey, services.embedded.passkeySigner ?? PasskeySafe, services.transports.forNetwork(network)),
    signedIn,
  )
  return signedIn
}

/**
 * "Sign in with a passkey": the frame asserts the worker's sign-in challenge
 * with any passkey of this site (the one thing the frame itself may assert),
 * and signs in only if that assertion verifies under the public key the
 * worker answers and that key owns the account: the address derives from it,
 * or the Safe there has the key's own signer contract as an owner.
 */
export function signInWithPasskey(): FrameThunk<Promise<void>> {
  return runPasskeyFlow('sign-in', async (state, services) => {
    const network = passkeyNetwork(state)
    const client = createPasskeyClient(services.embedded.fetch)
    const [ceremony, challenge] = await Promise.all([import('./passkey-account.js'), client.challenge('sign-in')])
    const assertion = await ceremony.assertSignIn(challenge)
    const signedIn = await client.signIn({ challengeId: challenge.challengeId, assertion })
    ceremony.checkSignIn(assertion, challenge, signedIn, location.origin)
    await ceremony.checkAccountOf(signedIn, services.embedded.passkeySigner ?? PasskeySafe, services.transports.forNetwork(network))
    return signedIn
  })
}
