import type { PasskeyAssertion, PasskeyRegistration } from '@porthole/protocol'
import { Base64, Bytes, PublicKey, Signature } from 'ox'
import { Authentication, Registration } from 'ox/webauthn'
import type { Hex } from 'viem'
import { relyingPartyOf } from './challenges.js'

/**
 * WebAuthn ceremonies, checked by ox against the challenge the worker issued, the worker's own
 * origin and host (the relying party), with user verification required. Any failure is undefined:
 * what failed is not told to the caller.
 */

export type RegisteredCredential = { credentialId: string; publicKey: Hex; counter: number }

const arrayBufferOf = (base64url: string): ArrayBuffer => new Uint8Array(Base64.toBytes(base64url)).buffer

/**
 * A new credential: an ES256 key on P-256 (ox refuses any other), attested with 'none' (the worker
 * trusts no authenticator maker; the account is the key's, whatever holds it).
 */
export function verifyRegistration(request: Request, registration: PasskeyRegistration, challenge: Hex): RegisteredCredential | undefined {
  try {
    const { credential, counter } = Registration.verify({
      credential: {
        id: registration.id,
        attestationObject: arrayBufferOf(registration.attestationObject),
        clientDataJSON: arrayBufferOf(registration.clientDataJSON),
      },
      challenge,
      ...relyingPartyOf(request),
      attestation: 'none',
      userVerification: 'required',
    })
    return { credentialId: credential.id, publicKey: PublicKey.toHex(credential.publicKey, { includePrefix: true }), counter }
  } catch {
    return undefined
  }
}

/** An assertion by the stored key over the challenge: the authenticator's counter, or undefined. */
export function verifyAssertion(request: Request, assertion: PasskeyAssertion, challenge: Hex, publicKey: Hex): number | undefined {
  try {
    const verified = Authentication.verify({
      challenge,
      metadata: { authenticatorData: assertion.authenticatorData as Hex, clientDataJSON: assertion.clientDataJSON, userVerificationRequired: true },
      ...relyingPartyOf(request),
      publicKey: PublicKey.fromHex(publicKey),
      signature: Signature.fromDerHex(assertion.signature as Hex),
    })
    if (!verified) return undefined
    // The signature counter: four bytes, big-endian, after the rpId hash (32) and the flags (1).
    return new DataView(Bytes.fromHex(assertion.authenticatorData as Hex).buffer).getUint32(33)
  } catch {
    return undefined
  }
}
