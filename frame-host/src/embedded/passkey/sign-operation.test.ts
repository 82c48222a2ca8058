import { PasskeySafe } from '@porthole/protocol'
import { SafeSmartAccount } from 'permissionless/accounts/safe'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { concatHex, createPublicClient, custom, encodeFunctionData, encodePacked, parseAbi, size, type Hex } from 'viem'
import { entryPoint07Address, formatUserOperation, type WebAuthnAccount } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest, PasskeyOperation } from '../approval-window/approval-request.js'
import { operationMatches, safeMessageHash, safeOperationHash } from './sign-operation.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const RECIPIENT = '0x2222222222222222222222222222222222222222'
const PUBLIC_KEY = `0x04${'ab'.repeat(64)}`
const execute = parseAbi(['function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)'])
const callData = (to: Hex, value: bigint, data: Hex, operation = 0) =>
  encodeFunctionData({ abi: execute, functionName: 'executeUserOpWithErrorString', args: [to, value, data, operation] })

type Prepared = PasskeyOperation & Required<Pick<PasskeyOperation, 'userOperation'>>

function operation(overrides: Partial<Prepared['userOperation']> = {}): Prepared {
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

/** An owner that records the hash it is asked to sign, and signs nothing. */
function recordingOwner(): { owner: WebAuthnAccount; asked: () => Hex | undefined } {
  let asked: Hex | undefined
  const owner = {
    type: 'webAuthn',
    id: 'credential',
    publicKey: PUBLIC_KEY,
    sign: ({ hash }: { hash: Hex }) => {
      asked = hash
      return Promise.reject(new Error('only the hash was wanted'))
    },
  } as unknown as WebAuthnAccount
  return { owner, asked: () => asked }
}

describe("a passkey account's operation in the approval window", () => {
  it('hashes the SafeOp that permissionless has the passkey sign, with and without a deployment and a paymaster', async () => {
    for (const passkey of [operation(), operation({ factory: undefined, factoryData: undefined, paymaster: undefined, paymasterData: undefined })]) {
      const { owner, asked } = recordingOwner()
      await SafeSmartAccount.signUserOperation({
        ...formatUserOperation(passkey.userOperation as never),
        version: '1.4.1',
        entryPoint: { address: entryPoint07Address, version: '0.7' },
        owners: [owner],
        account: owner,
        chainId: 31337,
        safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
      }).catch(() => undefined)
      expect(asked()).toMatch(/^0x[0-9a-f]{64}$/)
      expect(safeOperationHash(passkey, request(passkey).chain)).toBe(asked())
    }
  })

  it('gives a known operation its pinned SafeOp hash', () => {
    expect(safeOperationHash(operation(), request(operation()).chain)).toBe('0xd74e4a07a7d81dadfd9e16a36745eee25df6f757d889b9e6bbb8c47714a70ba2')
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

/** The hash permissionless' Safe has its passkey sign for a message or typed data (a deployed Safe: no ERC-6492 wrapping to compute). */
async function permissionlessMessageHash(sign: (account: Awaited<ReturnType<typeof toSafeSmartAccount>>) => Promise<unknown>): Promise<Hex | undefined> {
  const { owner, asked } = recordingOwner()
  const client = createPublicClient({
    chain: { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } },
    transport: custom({ request: ({ method }: { method: string }) => Promise.resolve(method === 'eth_getCode' ? '0x01' : '0x7a69') }),
  })
  const account = await toSafeSmartAccount({
    client,
    owners: [owner],
    address: ACCOUNT,
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
  })
  await sign(account).catch(() => undefined)
  return asked()
}

const messageRequest = (method: string, params: unknown[]): ApprovalRequest => ({
  id: 'one',
  method,
  params: params as ApprovalRequest['params'],
  chain: { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' },
  account: ACCOUNT,
  passkey: { credentialId: 'credential', publicKey: PUBLIC_KEY, safe4337Module: PasskeySafe.safe4337Module },
})

describe("a passkey account's message in the approval window", () => {
  const typed = {
    domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: RECIPIENT },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    message: { contents: 'hello' },
  } as const

  it('hashes the SafeMessage that permissionless has the passkey sign, for a text, raw bytes and typed data', async () => {
    const text = await permissionlessMessageHash((account) => account.signMessage({ message: 'hello' }))
    expect(safeMessageHash(messageRequest('personal_sign', ['hello', ACCOUNT]))).toBe(text)
    const raw = await permissionlessMessageHash((account) => account.signMessage({ message: { raw: '0x68656c6c6f' } }))
    expect(safeMessageHash(messageRequest('personal_sign', ['0x68656c6c6f', ACCOUNT]))).toBe(raw)
    const types = { Mail: typed.types.Mail }
    const data = await permissionlessMessageHash((account) => account.signTypedData({ ...typed, types }))
    expect(data).toMatch(/^0x[0-9a-f]{64}$/)
    expect(safeMessageHash(messageRequest('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(typed)]))).toBe(data)
  })

  it('gives a known message its pinned SafeMessage hash', () => {
    expect(safeMessageHash(messageRequest('personal_sign', ['hello', ACCOUNT]))).toBe('0xc04049bc413039f4217e205d9f18b818a8ded9deed8d459120eea3bab13843ca')
  })

  it('has nothing to sign for a method the passkey does not sign', () => {
    expect(safeMessageHash(messageRequest('eth_sendTransaction', [{ to: RECIPIENT }]))).toBeUndefined()
  })
})

describe("a passkey account's batch in the approval window", () => {
  const calls = [
    { to: RECIPIENT, value: 10n, data: '0x1234' as Hex },
    { to: ACCOUNT, value: 0n, data: '0x' as Hex },
  ] as const
  const batch = (callData: Hex): ApprovalRequest => ({
    ...request(operation({ callData })),
    method: 'wallet_sendCalls',
    params: calls.map(({ to, value, data }) => ({ to, value: `0x${value.toString(16)}`, data })),
  })

  it('matches the operation permissionless encodes for the same calls, in the same order', async () => {
    const { owner } = recordingOwner()
    const client = createPublicClient({ transport: custom({ request: () => Promise.reject(new Error('no chain')) }) })
    const safe = await toSafeSmartAccount({
      client,
      owners: [owner],
      address: ACCOUNT,
      version: '1.4.1',
      entryPoint: { address: entryPoint07Address, version: '0.7' },
      safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
    })
    expect(operationMatches(batch(await safe.encodeCalls([...calls])))).toBe(true)
    expect(operationMatches(batch(await safe.encodeCalls([...calls].reverse())))).toBe(false)
    expect(operationMatches(batch(await safe.encodeCalls([calls[0]])))).toBe(false)
  })

  it('does not match a delegate call to anything but MultiSendCallOnly', async () => {
    const multiSend = parseAbi(['function multiSend(bytes transactions)'])
    const packed = concatHex(
      calls.map(({ to, value, data }) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [0, to, value, BigInt(size(data)), data])),
    )
    const inner = encodeFunctionData({ abi: multiSend, functionName: 'multiSend', args: [packed] })
    expect(operationMatches(batch(callData(PasskeySafe.multiSendCallOnly, 0n, inner, 1)))).toBe(true)
    expect(operationMatches(batch(callData(PasskeySafe.multiSend, 0n, inner, 1)))).toBe(false)
    expect(operationMatches(batch(callData(RECIPIENT, 0n, inner, 1)))).toBe(false)
    expect(operationMatches(batch(callData(PasskeySafe.multiSendCallOnly, 0n, inner, 0)))).toBe(false)
  })
})
