import type { PasskeyOperationSignature } from '@porthole/protocol'
import { decodeFunctionData, hashTypedData, isAddressEqual, parseAbi, type Hex } from 'viem'
import { entryPoint07Address, formatUserOperation, toPackedUserOperation, toWebAuthnAccount, type UserOperation } from 'viem/account-abstraction'
import type { ApprovalRequest, PasskeyOperation } from '../approval-window/approval-request.js'

/** How Safe4337Module (0.3.0) runs one call of an operation: operation 0 is a call, 1 a delegate call. */
const SAFE_4337_EXECUTE = parseAbi(['function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)'])

/** The SafeOp that Safe4337Module (0.3.0, EntryPoint v0.7) has the Safe's owners sign, by EIP-712. */
const SAFE_OP_TYPES = {
  SafeOp: [
    { type: 'address', name: 'safe' },
    { type: 'uint256', name: 'nonce' },
    { type: 'bytes', name: 'initCode' },
    { type: 'bytes', name: 'callData' },
    { type: 'uint128', name: 'verificationGasLimit' },
    { type: 'uint128', name: 'callGasLimit' },
    { type: 'uint256', name: 'preVerificationGas' },
    { type: 'uint128', name: 'maxPriorityFeePerGas' },
    { type: 'uint128', name: 'maxFeePerGas' },
    { type: 'bytes', name: 'paymasterAndData' },
    { type: 'uint48', name: 'validAfter' },
    { type: 'uint48', name: 'validUntil' },
    { type: 'address', name: 'entryPoint' },
  ],
} as const

const chainIdOf = (chain: ApprovalRequest['chain']) => Number(chain.id.slice(chain.id.indexOf(':') + 1))

/**
 * Whether the operation the worker prepared is this request and nothing else: from the request's
 * account, running exactly the request's transaction as one call (not a delegate call). The
 * window signs nothing it does not show.
 */
export function operationMatches(request: ApprovalRequest): boolean {
  const operation = request.passkey?.userOperation
  const [tx] = Array.isArray(request.params) ? request.params : []
  if (!operation || typeof tx !== 'object' || tx === null || Array.isArray(tx) || typeof tx.to !== 'string') return false
  if (!isAddressEqual(operation.sender as Hex, request.account as Hex)) return false
  try {
    const { args } = decodeFunctionData({ abi: SAFE_4337_EXECUTE, data: operation.callData as Hex })
    const [to, value, data, kind] = args
    const wanted = { value: typeof tx.value === 'string' ? BigInt(tx.value) : 0n, data: typeof tx.data === 'string' ? tx.data : '0x' }
    return isAddressEqual(to, tx.to as Hex) && value === wanted.value && data.toLowerCase() === wanted.data.toLowerCase() && kind === 0
  } catch {
    return false
  }
}

/** The hash the passkey signs: the operation's SafeOp under the module's EIP-712 domain, valid from now on with no end. */
export function safeOperationHash(passkey: PasskeyOperation, chain: ApprovalRequest['chain']): Hex {
  const userOperation = formatUserOperation(passkey.userOperation as never) as UserOperation<'0.7'>
  const packed = toPackedUserOperation(userOperation)
  return hashTypedData({
    domain: { chainId: chainIdOf(chain), verifyingContract: passkey.safe4337Module as Hex },
    types: SAFE_OP_TYPES,
    primaryType: 'SafeOp',
    message: {
      safe: userOperation.sender,
      nonce: userOperation.nonce,
      initCode: packed.initCode,
      callData: userOperation.callData,
      verificationGasLimit: userOperation.verificationGasLimit,
      callGasLimit: userOperation.callGasLimit,
      preVerificationGas: userOperation.preVerificationGas,
      maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas,
      maxFeePerGas: userOperation.maxFeePerGas,
      paymasterAndData: packed.paymasterAndData,
      validAfter: 0,
      validUntil: 0,
      entryPoint: entryPoint07Address,
    },
  })
}

/**
 * The visitor's passkey asserts the operation's SafeOp hash (the browser's passkey prompt, in this
 * window). Throws if the visitor dismissed the prompt. The worker encodes the assertion as the
 * Safe's WebAuthn signer reads it, and can use it for this operation only.
 */
export async function signOperation(passkey: PasskeyOperation, chain: ApprovalRequest['chain']): Promise<PasskeyOperationSignature> {
  const owner = toWebAuthnAccount({ credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Hex } })
  const { signature, webauthn } = await owner.sign({ hash: safeOperationHash(passkey, chain) })
  return { authenticatorData: webauthn.authenticatorData, clientDataJSON: webauthn.clientDataJSON, signature }
}
