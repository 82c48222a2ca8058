import { PasskeySafe, safeMessageTypedData, safeOperationTypedData, type PasskeyOperationSignature } from '@porthole/protocol'
import * as Signature from 'ox/Signature'
import { concatHex, encodeAbiParameters, encodePacked, hashTypedData, size, type Hex } from 'viem'
import { entryPoint07Address, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { AssertionMismatchError, assertedOwner } from './asserted-owner.js'

/** What the Safe has its owners sign for a message: its SafeMessage of the message's own hash, under the Safe's domain. */
export const safeMessageHash = (safe: Hex, chainId: number, message: Hex): Hex => hashTypedData(safeMessageTypedData(safe, chainId, message))

/** The operation's SafeOp hash, valid from now on with no end (as the worker sends every operation). */
export function safeOperationHash(userOperation: UserOperation<'0.7'>, chainId: number): Hex {
  const { initCode, paymasterAndData } = toPackedUserOperation(userOperation)
  return hashTypedData(safeOperationTypedData({ ...userOperation, initCode, paymasterAndData }, chainId, PasskeySafe.safe4337Module, entryPoint07Address))
}

/** Client data as browsers write it: its type, its challenge, then the fields the verifier appends after them. */
const CLIENT_DATA = /^\{"type":"webauthn\.get","challenge":"[A-Za-z0-9_-]{43}",(.*)\}$/

/**
 * The assertion as SafeWebAuthnSignerProxy's isValidSignature reads it (WebAuthn.Signature):
 * the authenticator data, the client data's fields after the challenge (the verifier rebuilds the
 * rest from the hash), and r and s. Only an assertion made over `hash` is encoded.
 */
async function webAuthnSignatureData(credential: { id: string; publicKey: Hex }, assertion: PasskeyOperationSignature, hash: Hex): Promise<Hex> {
  const { signature, webauthn } = await assertedOwner(credential, assertion).sign({ hash })
  const fields = CLIENT_DATA.exec(webauthn.clientDataJSON)?.[1]
  if (fields === undefined) throw new AssertionMismatchError()
  const { r, s } = Signature.fromHex(signature)
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'string' }, { type: 'uint256[2]' }], [webauthn.authenticatorData, fields, [r, s]])
}

/**
 * A Safe's contract signature by `owner` (a signer contract): r the owner's address, s where its
 * data starts (just after this one 65-byte signature), v 0, then the data with its length.
 */
const contractSignature = (owner: Hex, data: Hex): Hex =>
  concatHex([
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 65n]),
    encodePacked(['uint8', 'uint256', 'bytes'], [0, BigInt(size(data)), data]),
  ])

/** A further passkey's signature of a message's SafeMessage hash, for the Safe's ERC-1271 check. */
export async function proxyMessageSignature(proxy: Hex, credential: { id: string; publicKey: Hex }, assertion: PasskeyOperationSignature, hash: Hex) {
  return contractSignature(proxy, await webAuthnSignatureData(credential, assertion, hash))
}

/** A further passkey's signature of an operation, as Safe4337Module reads it: validAfter and validUntil (0, no bounds), then the Safe's signature. */
export async function proxyOperationSignature(
  proxy: Hex,
  credential: { id: string; publicKey: Hex },
  assertion: PasskeyOperationSignature,
  userOperation: UserOperation<'0.7'>,
  chainId: number,
): Promise<Hex> {
  const signature = await proxyMessageSignature(proxy, credential, assertion, safeOperationHash(userOperation, chainId))
  return encodePacked(['uint48', 'uint48', 'bytes'], [0, 0, signature])
}
