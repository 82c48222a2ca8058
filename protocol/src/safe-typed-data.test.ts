import { describe, expect, it } from 'vitest'
import { PasskeySafe } from './passkey-safe.js'
import { safeMessageTypedData, safeOperationTypedData } from './safe-typed-data.js'

// protocol/ hashes nothing (no viem here): the hashes of this data are pinned in the frame's sign-operation.test.ts.

const SAFE = '0x1111111111111111111111111111111111111111'
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** A struct type as EIP-712 encodes it into its type hash. */
const encodedType = (name: string, fields: readonly { type: string; name: string }[]) => `${name}(${fields.map((f) => `${f.type} ${f.name}`).join(',')})`

describe("a passkey account's Safe typed data", () => {
  it("types the SafeOp as Safe4337Module's SAFE_OP_TYPEHASH does, and fills it from a known operation with no time bounds", () => {
    const operation = {
      sender: SAFE,
      nonce: 5n,
      initCode: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67deadbeef',
      callData: '0xabcdef01',
      verificationGasLimit: 0x20000n,
      callGasLimit: 0x10000n,
      preVerificationGas: 0xc350n,
      maxPriorityFeePerGas: 0x3b9aca01n,
      maxFeePerGas: 0x3b9aca00n,
      paymasterAndData: '0x',
    } as const
    const typed = safeOperationTypedData(operation, 31337, PasskeySafe.safe4337Module, ENTRY_POINT)
    expect(encodedType(typed.primaryType, typed.types.SafeOp)).toBe(
      'SafeOp(address safe,uint256 nonce,bytes initCode,bytes callData,uint128 verificationGasLimit,uint128 callGasLimit,uint256 preVerificationGas,uint128 maxPriorityFeePerGas,uint128 maxFeePerGas,bytes paymasterAndData,uint48 validAfter,uint48 validUntil,address entryPoint)',
    )
    expect(typed.domain).toEqual({ chainId: 31337, verifyingContract: PasskeySafe.safe4337Module })
    expect(typed.message).toEqual({
      safe: SAFE,
      nonce: 5n,
      initCode: operation.initCode,
      callData: '0xabcdef01',
      verificationGasLimit: 0x20000n,
      callGasLimit: 0x10000n,
      preVerificationGas: 0xc350n,
      maxPriorityFeePerGas: 0x3b9aca01n,
      maxFeePerGas: 0x3b9aca00n,
      paymasterAndData: '0x',
      validAfter: 0,
      validUntil: 0,
      entryPoint: ENTRY_POINT,
    })
  })

  it("puts a known message's hash in a SafeMessage under the Safe's own domain", () => {
    const hash = '0x1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8'
    const typed = safeMessageTypedData(SAFE, 31337, hash)
    expect(encodedType(typed.primaryType, typed.types.SafeMessage)).toBe('SafeMessage(bytes message)')
    expect(typed).toMatchObject({ domain: { chainId: 31337, verifyingContract: SAFE }, message: { message: hash } })
  })
})
