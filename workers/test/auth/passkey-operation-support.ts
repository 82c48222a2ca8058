import {
  PasskeyOperationPaths,
  PasskeyPaths,
  passkeyPrepared,
  passkeySecured,
  type PasskeyOperationSignature,
  type PasskeySecured,
  type PasskeyUserOperation,
} from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { Signature } from 'ox'
import { SafeSmartAccount } from 'permissionless/accounts/safe'
import type { Hex } from 'viem'
import { entryPoint07Address, formatUserOperation, type WebAuthnAccount } from 'viem/account-abstraction'
import { passkeySignerOf } from '../../src/smart-account/passkey-account.js'
import { workerFetch } from '../smart-account/support.js'
import { BASE } from '../support.js'
import { newChallenge, type SoftwareAuthenticator } from './passkey-support.js'

/** The passkey signing routes as the frame calls them, and what the approval window computes and asserts. */

export const post = (path: string, token: string, body: unknown) =>
  workerFetch(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: BASE, Authorization: `Bearer ${token}` },
  })

/** The SafeOp hash permissionless has the passkey sign for the operation (the window computes the same: sign-operation.test.ts). */
export async function safeOperationHash(userOperation: PasskeyUserOperation, publicKey: Hex): Promise<Hex> {
  let asked: Hex | undefined
  const owner = {
    type: 'webAuthn',
    id: 'credential',
    publicKey,
    sign: ({ hash }: { hash: Hex }) => {
      asked = hash
      return Promise.reject(new Error('only the hash was wanted'))
    },
  } as unknown as WebAuthnAccount
  await SafeSmartAccount.signUserOperation({
    ...formatUserOperation(userOperation as never),
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    owners: [owner],
    account: owner,
    chainId: 31337,
    safeWebAuthnSharedSignerAddress: passkeySignerOf(env).sharedSigner as Hex,
  }).catch(() => undefined)
  return asked!
}

/** The authenticator's assertion of `hash`, as the approval window hands it over (r ‖ s). */
export function operationSignature(authenticator: SoftwareAuthenticator, hash: Hex): PasskeyOperationSignature {
  const { authenticatorData, clientDataJSON, signature } = authenticator.assert(hash)
  return { authenticatorData, clientDataJSON, signature: Signature.toHex(Signature.fromDerHex(signature as Hex)) }
}

export async function prepare(token: string, calls: { to: Hex; value: Hex; data: Hex }[]): Promise<PasskeyUserOperation> {
  const response = await post(PasskeyOperationPaths.prepare, token, { chainId: 31337, calls })
  if (response.status !== 200) throw new Error(`prepare failed: ${await response.text()}`)
  return passkeyPrepared().parse(await response.json()).userOperation
}

/** "Secure with a passkey" for the session's email or social account, with the authenticator's new passkey. */
export async function secure(token: string, authenticator: SoftwareAuthenticator): Promise<{ status: number; body: PasskeySecured | { error: string } }> {
  const { challengeId, challenge } = await newChallenge('secure')
  const response = await post(PasskeyPaths.secure, token, { challengeId, credential: authenticator.register(challenge) })
  const json = (await response.json()) as PasskeySecured | { error: string }
  return { status: response.status, body: response.status === 200 ? passkeySecured().parse(json) : json }
}
