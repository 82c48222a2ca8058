import { PasskeySafe } from '@porthole/protocol'
import { SafeSmartAccount } from 'permissionless/accounts/safe'
import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import { entryPoint07Address, formatUserOperation, type WebAuthnAccount } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest, PasskeyOperation } from '../approval-window/approval-request.js'
import { operationMatches, safeOperationHash } from './sign-operation.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const RECIPIENT = '0x2222222222222222222222222222222222222222'
const PUBLIC_KEY = `0x04${'ab'.repeat(64)}`
const execute = parseAbi(['function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)'])
const callData = (to: Hex, value: bigint, data: Hex, operation = 0) =>
  encodeFunctionData({ abi: execute, functionName: 'executeUserOpWithErrorString', args: [to, value, data, operation] })

function operation(overrides: Partial<PasskeyOperation['userOperation']> = {}): PasskeyOperation {
  return {
    credentialId: 'credential',
    publicKey: PUBLIC_KEY,
    safe4337Module: PasskeySafe.safe4337Module,
    userOperation: {
      sender: ACCOUNT,
      nonce: '0x5',
      factory: PasskeySafe.proxyFactory,
      factoryData: '0xdeadbeef',
      callData: callData(RECIPIENT, 10n, '0x1234'),
      callGasLimit: '0x10000',
      verificationGasLimit: '0x20000',
      preVerificationGas: '0xc350',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x3b9aca00',
      paymaster: '0x3333333333333333333333333333333333333333',
      paymasterVerificationGasLimit: '0x8000',
      paymasterPostOpGasLimit: '0x100',
      paymasterData: '0xfeed',
      signature: '0x',
      ...overrides,
    },
  }
}

const request = (passkey: PasskeyOperation, tx: Record<string, string> = { to: RECIPIENT, value: '0xa', data: '0x1234' }): ApprovalRequest => ({
  id: 'one',
  method: 'eth_sendTransaction',
  params: [tx],
  chain: { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' },
  account: ACCOUNT,
  passkey,
})

describe("a passkey account's operation in the approval window", () => {
  it('hashes the SafeOp that permissionless has the passkey sign, with and without a deployment and a paymaster', async () => {
    for (const passkey of [operation(), operation({ factory: undefined, factoryData: undefined, paymaster: undefined, paymasterData: undefined })]) {
      let asked: Hex | undefined
      const owner = {
        type: 'webAuthn',
        id: passkey.credentialId,
        publicKey: PUBLIC_KEY,
        sign: ({ hash }: { hash: Hex }) => {
          asked = hash
          return Promise.reject(new Error('only the hash was wanted'))
        },
      } as unknown as WebAuthnAccount
      await SafeSmartAccount.signUserOperation({
        ...formatUserOperation(passkey.userOperation as never),
        version: '1.4.1',
        entryPoint: { address: entryPoint07Address, version: '0.7' },
        owners: [owner],
        account: owner,
        chainId: 31337,
        safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
      }).catch(() => undefined)
      expect(asked).toMatch(/^0x[0-9a-f]{64}$/)
      expect(safeOperationHash(passkey, request(passkey).chain)).toBe(asked)
    }
  })

  it('matches the request it was prepared for', () => {
    expect(operationMatches(request(operation()))).toBe(true)
  })

  it('does not match another recipient, value or data, a delegate call, or another sender', () => {
    expect(operationMatches(request(operation({ callData: callData(ACCOUNT, 10n, '0x1234') })))).toBe(false)
    expect(operationMatches(request(operation({ callData: callData(RECIPIENT, 11n, '0x1234') })))).toBe(false)
    expect(operationMatches(request(operation({ callData: callData(RECIPIENT, 10n, '0x12345678') })))).toBe(false)
    expect(operationMatches(request(operation({ callData: callData(RECIPIENT, 10n, '0x1234', 1) })))).toBe(false)
    expect(operationMatches(request(operation({ sender: RECIPIENT })))).toBe(false)
    expect(operationMatches(request(operation({ callData: '0xdeadbeef' })))).toBe(false)
  })
})
