/**
 * What a passkey account's Safe has its owners sign, as EIP-712 typed data: the worker and the
 * approval window hash the same data (with viem, which protocol/ does not import).
 */

type Hex = `0x${string}`

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

/** An EntryPoint v0.7 operation as its SafeOp reads it: initCode and paymasterAndData packed as the EntryPoint sees them. */
type SafeOperation = {
  sender: Hex
  nonce: bigint
  initCode: Hex
  callData: Hex
  verificationGasLimit: bigint
  callGasLimit: bigint
  preVerificationGas: bigint
  maxPriorityFeePerGas: bigint
  maxFeePerGas: bigint
  paymasterAndData: Hex
}

/** The operation's SafeOp under the module's domain, valid from now on with no end (as the worker sends every operation). */
export const safeOperationTypedData = (operation: SafeOperation, chainId: number, safe4337Module: Hex, entryPoint: Hex) => ({
  domain: { chainId, verifyingContract: safe4337Module },
  types: SAFE_OP_TYPES,
  primaryType: 'SafeOp' as const,
  message: {
    safe: operation.sender,
    nonce: operation.nonce,
    initCode: operation.initCode,
    callData: operation.callData,
    verificationGasLimit: operation.verificationGasLimit,
    callGasLimit: operation.callGasLimit,
    preVerificationGas: operation.preVerificationGas,
    maxPriorityFeePerGas: operation.maxPriorityFeePerGas,
    maxFeePerGas: operation.maxFeePerGas,
    paymasterAndData: operation.paymasterAndData,
    validAfter: 0,
    validUntil: 0,
    entryPoint,
  },
})

/** What the Safe has its owners sign for a message: its SafeMessage of the message's own hash, under the Safe's own domain. */
export const safeMessageTypedData = (safe: Hex, chainId: number, message: Hex) => ({
  domain: { chainId, verifyingContract: safe },
  types: { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const,
  primaryType: 'SafeMessage' as const,
  message: { message },
})
