import {
  EIP155_METHODS,
  PasskeySafe,
  RecoveryModules,
  recoveryModuleAbi,
  safeMessageTypedData,
  safeOperationTypedData,
  type PasskeyOperationSignature,
} from '@porthole/protocol'
import { concatHex, decodeFunctionData, encodePacked, hashMessage, hashTypedData, isAddressEqual, isHex, size, type Hex, type TypedDataDefinition } from 'viem'
import * as Signature from 'ox/Signature'
import * as WebAuthnP256 from 'ox/WebAuthnP256'
import { entryPoint07Address, formatUserOperation, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { ApprovalRequest, PasskeyOperation } from '../approval-window/approval-request.js'
import { MULTI_SEND, SAFE_4337_EXECUTE, SAFE_OWNERS, SIGNER_FACTORY } from './safe-abis.js'

/** How Safe4337Module (0.3.0) runs one call of an operation: operation 0 is a call, 1 a delegate call. */
const CALL = 0
const DELEGATE_CALL = 1

const chainIdOf = (chain: ApprovalRequest['chain']) => Number(chain.id.slice(chain.id.indexOf(':') + 1))

type Call = { to: Hex; value: bigint; data: Hex }

/** The calls a request asks for, as the approval shows them: a transaction's, or each of a batch's. */
function callsOf(request: ApprovalRequest): Call[] | undefined {
  const params = Array.isArray(request.params) ? request.params : []
  const approval = EIP155_METHODS.get(request.method)?.approval
  // A session's grant or revoke shows the module calls it makes (enable the module and grant, or revoke).
  const txs = approval === 'transaction' ? params.slice(0, 1) : approval === 'calls' || approval === 'permissions' ? params : []
  const calls = txs.map((tx) => {
    if (typeof tx !== 'object' || tx === null || Array.isArray(tx) || typeof tx.to !== 'string') return undefined
    return { to: tx.to as Hex, value: typeof tx.value === 'string' ? BigInt(tx.value) : 0n, data: (typeof tx.data === 'string' ? tx.data : '0x') as Hex }
  })
  return calls.length > 0 && calls.every((call) => call !== undefined) ? calls : undefined
}

/** Several calls as MultiSend packs them, each a plain call. */
const packed = (calls: Call[]) =>
  concatHex(calls.map(({ to, value, data }) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [CALL, to, value, BigInt(size(data)), data])))

const ADDING = [SIGNER_FACTORY[1], SAFE_OWNERS[1]] as const

/**
 * Whether a request that says it adds a passkey is exactly that: the passkey's signer contract made
 * by the factory for its key, then made an owner of this very Safe with threshold 1, and no other call.
 */
function addsExactly(request: ApprovalRequest, calls: Call[]): boolean {
  const adding = request.passkey?.adding
  if (!adding) return true
  const [create, add] = calls
  if (calls.length !== 2 || !create || !add || create.value !== 0n || add.value !== 0n) return false
  if (!isAddressEqual(create.to, adding.signerFactory as Hex) || !isAddressEqual(add.to, request.account as Hex)) return false
  const made = decodeFunctionData({ abi: ADDING, data: create.data })
  const owner = decodeFunctionData({ abi: ADDING, data: add.data })
  if (made.functionName !== 'createSigner' || owner.functionName !== 'addOwnerWithThreshold') return false
  // The key is 0x04 ‖ x ‖ y, 32 bytes each.
  const [x, y, verifiers] = made.args
  const key = adding.publicKey
  const sameKey = x === BigInt(`0x${key.slice(4, 68)}`) && y === BigInt(`0x${key.slice(68)}`) && verifiers === BigInt(adding.verifiers)
  return sameKey && isAddressEqual(owner.args[0], adding.signer as Hex) && owner.args[1] === 1n
}

/**
 * Whether a request that says it cancels a recovery is exactly that: one call, without value, of
 * `cancelRecovery()` on a recovery module (RecoveryModules), which cancels the Safe's own recovery only.
 */
function cancelsExactly(request: ApprovalRequest, calls: Call[]): boolean {
  const module = request.passkey?.cancelsRecovery
  if (!module) return true
  const [call] = calls
  if (calls.length !== 1 || !call || call.value !== 0n || !isAddressEqual(call.to, module as Hex)) return false
  if (!Object.values(RecoveryModules).some((known) => isAddressEqual(known, module as Hex))) return false
  return decodeFunctionData({ abi: recoveryModuleAbi, data: call.data }).functionName === 'cancelRecovery'
}

/**
 * Whether the operation the worker prepared is this request and nothing else: from the request's
 * account, running exactly the request's calls (and, adding a passkey or cancelling a recovery,
 * exactly those calls). One
 * call runs as a call; several run through a delegate call to MultiSendCallOnly (which can only
 * call), packed in the request's order. The window signs nothing it does not show.
 */
export function operationMatches(request: ApprovalRequest): boolean {
  const operation = request.passkey?.userOperation
  const calls = callsOf(request)
  if (!operation || !calls || !isAddressEqual(operation.sender as Hex, request.account as Hex)) return false
  try {
    if (!addsExactly(request, calls) || !cancelsExactly(request, calls)) return false
    const [to, value, data, kind] = decodeFunctionData({ abi: SAFE_4337_EXECUTE, data: operation.callData as Hex }).args
    if (calls.length === 1) {
      const [call] = calls as [Call]
      return kind === CALL && isAddressEqual(to, call.to) && value === call.value && data.toLowerCase() === call.data.toLowerCase()
    }
    if (kind !== DELEGATE_CALL || !isAddressEqual(to, PasskeySafe.multiSendCallOnly) || value !== 0n) return false
    const [transactions] = decodeFunctionData({ abi: MULTI_SEND, data }).args
    return transactions.toLowerCase() === packed(calls).toLowerCase()
  } catch {
    return false
  }
}

/** The hash the passkey signs for a transaction: the operation's SafeOp under the module's EIP-712 domain, valid from now on with no end. */
export function safeOperationHash(passkey: PasskeyOperation & Required<Pick<PasskeyOperation, 'userOperation'>>, chain: ApprovalRequest['chain']): Hex {
  const userOperation = formatUserOperation(passkey.userOperation as never) as UserOperation<'0.7'>
  const { initCode, paymasterAndData } = toPackedUserOperation(userOperation)
  return hashTypedData(
    safeOperationTypedData({ ...userOperation, initCode, paymasterAndData }, chainIdOf(chain), passkey.safe4337Module as Hex, entryPoint07Address),
  )
}

/** The message's own hash, as the Safe's SafeMessage carries it: EIP-191 for a message, EIP-712 for typed data. */
function messageHash(request: ApprovalRequest): Hex | undefined {
  const params = Array.isArray(request.params) ? request.params : []
  const approval = EIP155_METHODS.get(request.method)?.approval
  if (approval === 'message' && typeof params[0] === 'string') return hashMessage(isHex(params[0]) ? { raw: params[0] } : params[0])
  if (approval !== 'typed-data') return undefined
  const data = typeof params[1] === 'string' ? (JSON.parse(params[1]) as unknown) : params[1]
  const { domain, types, primaryType, message } = data as TypedDataDefinition & { types: Record<string, unknown> }
  // viem derives the domain's type from the domain itself, as the worker's signature does.
  const ownTypes = Object.fromEntries(Object.entries(types).filter(([name]) => name !== 'EIP712Domain'))
  return hashTypedData({ domain, types: ownTypes, primaryType, message } as TypedDataDefinition)
}

/** The hash the passkey signs for a message or typed data: the Safe's SafeMessage of it, under the Safe's own EIP-712 domain. */
export function safeMessageHash(request: ApprovalRequest): Hex | undefined {
  const inner = messageHash(request)
  if (!inner) return undefined
  return hashTypedData(safeMessageTypedData(request.account as Hex, chainIdOf(request.chain), inner))
}

/**
 * The visitor's passkey asserts the request's hash (the browser's passkey prompt, in this window):
 * a transaction's SafeOp, a message's SafeMessage. Any passkey of this site may answer, so the
 * visitor picks whichever of the account's passkeys they hold; the assertion names it, and the
 * worker encodes it as that passkey's signer reads it (one of another account is refused there,
 * and could not sign for this Safe anyway). Throws if the visitor dismissed the prompt or the
 * request has nothing the passkey signs.
 */
export async function signWithPasskey(request: ApprovalRequest): Promise<PasskeyOperationSignature> {
  const passkey = request.passkey
  const userOperation = passkey?.userOperation
  const hash = !passkey ? undefined : userOperation ? safeOperationHash({ ...passkey, userOperation }, request.chain) : safeMessageHash(request)
  if (!passkey || !hash) throw new NothingToSignError()
  const { metadata, raw, signature } = await WebAuthnP256.sign({ challenge: hash, userVerification: 'required' })
  return { id: raw.id, authenticatorData: metadata.authenticatorData, clientDataJSON: metadata.clientDataJSON, signature: Signature.toHex(signature) }
}

/** A request that carries nothing a passkey signs (the frame sent no passkey, or a method it cannot sign). */
export class NothingToSignError extends Error {
  override name = 'NothingToSignError'
  readonly code = 'nothingToSign'
}
