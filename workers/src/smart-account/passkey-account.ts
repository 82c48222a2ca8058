import { PasskeySafe, passkeySigner, type PasskeySigner } from '@porthole/protocol'
import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Hex } from 'viem'
import { toWebAuthnAccount, type WebAuthnAccount } from 'viem/account-abstraction'
import { ENTRY_POINT, publicClientOf, SAFE_VERSION, SALT_NONCE } from './account.js'
import type { SmartAccountChain } from './config.js'

/**
 * A passkey account's address: the Safe whose only owner is the passkey, through Safe's WebAuthn
 * shared signer with the P-256 precompile first and the FCL verifier behind it (PasskeySafe), like
 * the embedded keys' Safes otherwise (version, EntryPoint, salt). The frame derives the same
 * address from the same public key.
 */
export async function passkeySmartAccountAddress(credential: { id: string; publicKey: Hex }, signer: PasskeySigner, chain: SmartAccountChain): Promise<Hex> {
  return (await passkeySmartAccount(credential, signer, chain)).address
}

/**
 * The passkey's Safe as permissionless builds it: enough to prepare an operation (its address,
 * nonce, deployment and a stub signature of the right size). It signs only with an `owner` that
 * hands over an assertion the visitor's passkey made in the approval window (asserted-owner.ts).
 */
export function passkeySmartAccount(
  credential: { id: string; publicKey: Hex },
  signer: PasskeySigner,
  chain: SmartAccountChain,
  owner: WebAuthnAccount = toWebAuthnAccount({ credential }),
  address?: Hex,
) {
  return toSafeSmartAccount({
    ...(address ? { address } : {}),
    client: publicClientOf(chain),
    owners: [owner],
    version: SAFE_VERSION,
    entryPoint: ENTRY_POINT,
    saltNonce: SALT_NONCE,
    safeWebAuthnSharedSignerAddress: signer.sharedSigner as Hex,
    safeP256VerifierAddress: signer.verifiers as Hex,
  })
}

/** The worker's PASSKEY_SIGNER, or Safe's canonical signer when it names none; a malformed value is a deployment error. */
export function passkeySignerOf(env: Env): PasskeySigner {
  if (!env.PASSKEY_SIGNER) return PasskeySafe
  return passkeySigner().parse(JSON.parse(env.PASSKEY_SIGNER))
}
