import {
  PasskeyFlowMessages,
  PasskeySafe,
  UnauthorizedProviderError,
  type PasskeySigner,
  type PasskeyAssertion,
  type PasskeyChallenge,
  type PasskeySecured,
  type PasskeySignedIn,
} from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import * as Signature from 'ox/Signature'
import * as Authentication from 'ox/webauthn/Authentication'
import { decodeFunctionResult, encodeFunctionData, isAddressEqual, type Hex } from 'viem'
import type { FrameServices } from '../../store/index.js'
import { passkeySignerProxy, safeHasOwner } from './passkey-owners.js'
import { passkeySafeAddress } from './passkey-safe-address.js'
import { PROXY_CREATION_CODE } from './safe-abis.js'

type RpcTransport = ReturnType<FrameServices['transports']['forNetwork']>

/**
 * The passkey's smart account address, computed here from the public key
 * (0x04 ‖ x ‖ y) rather than taken from the worker, with the proxy code the
 * network's Safe proxy factory reports (one read).
 */
export async function passkeyAccountAddress(publicKey: string, signer: PasskeySigner, transport: RpcTransport): Promise<Hex> {
  const call = { to: PasskeySafe.proxyFactory, data: encodeFunctionData({ abi: PROXY_CREATION_CODE }) }
  const answer = (await transport.request({ method: 'eth_call', params: [call, 'latest'] })) as Hex
  return passkeySafeAddress(publicKey as Hex, signer, decodeFunctionResult({ abi: PROXY_CREATION_CODE, data: answer }))
}

/** The browser's passkey prompt for a worker's sign-in challenge: any passkey of this relying party (discoverable credentials). */
export async function assertSignIn(challenge: PasskeyChallenge): Promise<PasskeyAssertion> {
  const { id, metadata, signature } = await Authentication.sign({ challenge: challenge.challenge as Hex, rpId: challenge.rpId, userVerification: 'required' })
  return { id, authenticatorData: metadata.authenticatorData, clientDataJSON: metadata.clientDataJSON, signature: Signature.toDerHex(signature) }
}

/**
 * The worker's answer to a sign-in holds only if the passkey's own assertion
 * verifies under the public key it returned, for this challenge, origin and
 * relying party, and names the same credential: a worker that swaps the key
 * is refused before any address shows.
 */
export function checkSignIn(assertion: PasskeyAssertion, challenge: PasskeyChallenge, signedIn: PasskeySignedIn, origin: string): void {
  const verified =
    assertion.id === signedIn.credentialId &&
    Authentication.verify({
      challenge: challenge.challenge as Hex,
      metadata: { authenticatorData: assertion.authenticatorData as Hex, clientDataJSON: assertion.clientDataJSON, userVerificationRequired: true },
      origin,
      rpId: challenge.rpId,
      publicKey: PublicKey.fromHex(signedIn.publicKey as Hex),
      signature: Signature.fromDerHex(assertion.signature as Hex),
    })
  if (!verified) throw new UnauthorizedProviderError(PasskeyFlowMessages.keyMismatch)
}

/** A new account holds only if the worker kept the credential and key the window's passkey reported. */
export function checkRegistration(
  created: { id: string; publicKey: string },
  answered: Pick<PasskeySignedIn, 'credentialId' | 'publicKey'>,
  refusal: string = PasskeyFlowMessages.keyMismatch,
): void {
  if (created.id !== answered.credentialId || created.publicKey.toLowerCase() !== answered.publicKey.toLowerCase()) throw new UnauthorizedProviderError(refusal)
}

/**
 * A secured smart account holds only if the worker kept the window's passkey and handed it the
 * account's own smart account: an answer for another key or another Safe is refused before the
 * frame records anything.
 */
export function checkSecured(created: { id: string; publicKey: string }, smartAccount: string, secured: PasskeySecured): void {
  checkRegistration(created, secured, PasskeyFlowMessages.secureMismatch)
  if (!isAddressEqual(smartAccount as Hex, secured.address as Hex)) throw new UnauthorizedProviderError(PasskeyFlowMessages.secureMismatch)
}

/** The address the frame derived must be the one the worker named: otherwise the worker's record is not this passkey's. */
export function checkAddress(derived: Hex, signedIn: PasskeySignedIn): void {
  if (!isAddressEqual(derived, signedIn.address as Hex)) throw new UnauthorizedProviderError(PasskeyFlowMessages.keyMismatch)
}

/**
 * The account the worker named for a signed-in passkey holds if its address derives from the key
 * (the account's first passkey), or if the Safe at that address, read on chain through the frame's
 * own transport, has this key's own signer contract among its owners (a further passkey, which
 * signs for the Safe alone). A worker that names another account or another key is refused either way.
 */
export async function checkAccountOf(signedIn: PasskeySignedIn, signer: PasskeySigner, transport: RpcTransport): Promise<void> {
  if (isAddressEqual(await passkeyAccountAddress(signedIn.publicKey, signer, transport), signedIn.address as Hex)) return
  const owner = await passkeySignerProxy(transport, signedIn.publicKey, signer)
  if (!(await safeHasOwner(transport, signedIn.address, owner))) throw new UnauthorizedProviderError(PasskeyFlowMessages.keyMismatch)
}
