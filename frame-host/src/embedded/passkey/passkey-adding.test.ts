import { PasskeySafe, RecoveryModules, recoveryModuleAbi } from '@porthole/protocol'
import { P256, PublicKey } from 'ox'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, custom, encodeFunctionData, parseAbi, type Hex } from 'viem'
import { entryPoint07Address, type WebAuthnAccount } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest, PasskeyOperationNote } from '../approval-window/approval-request.js'
import { addingCalls } from './passkey-owners.js'
import { operationMatches } from './sign-operation.js'

const SAFE = '0x1111111111111111111111111111111111111111'
const SIGNER = '0x4444444444444444444444444444444444444444'
const OTHER = '0x5555555555555555555555555555555555555555'
const FIRST_KEY = PublicKey.toHex(P256.createKeyPair().publicKey)
const NEW_KEY = PublicKey.toHex(P256.createKeyPair().publicKey)
const signer = { signerFactory: PasskeySafe.signerFactory, verifiers: PasskeySafe.verifiers }
const safeAbi = parseAbi(['function addOwnerWithThreshold(address owner, uint256 threshold)'])

type Call = { to: Hex; value: Hex; data: Hex }

const ADDS_NEW_KEY: PasskeyOperationNote = { adding: { publicKey: NEW_KEY, signer: SIGNER, ...signer } }

/** The operation permissionless encodes for `calls`, and the request the frame sends the window for it, saying what it is for (by default that it adds NEW_KEY). */
async function addingRequest(calls: Call[], note: PasskeyOperationNote = ADDS_NEW_KEY): Promise<ApprovalRequest> {
  const owner = { type: 'webAuthn', id: 'credential', publicKey: FIRST_KEY, sign: () => Promise.reject(new Error('unused')) } as unknown as WebAuthnAccount
  const client = createPublicClient({ transport: custom({ request: () => Promise.reject(new Error('no chain')) }) })
  const safe = await toSafeSmartAccount({
    client,
    owners: [owner],
    address: SAFE,
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
  })
  const callData = await safe.encodeCalls(calls.map(({ to, value, data }) => ({ to, value: BigInt(value), data })))
  return {
    id: 'one',
    method: 'wallet_sendCalls',
    params: calls,
    chain: { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' },
    account: SAFE,
    passkey: {
      credentialId: 'credential',
      publicKey: FIRST_KEY,
      safe4337Module: PasskeySafe.safe4337Module,
      ...note,
      userOperation: {
        sender: SAFE,
        nonce: '0x1',
        callData,
        callGasLimit: '0x10000',
        verificationGasLimit: '0x20000',
        preVerificationGas: '0xc350',
        maxFeePerGas: '0x3b9aca00',
        maxPriorityFeePerGas: '0x3b9aca00',
        signature: '0x',
      },
    },
  }
}

const addOwner = (owner: Hex, threshold: bigint) => encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [owner, threshold] })

describe('adding a passkey in the approval window', () => {
  it('signs the operation that makes the new passkey’s signer contract an owner of this Safe, threshold 1', async () => {
    expect(operationMatches(await addingRequest(addingCalls(SAFE, SIGNER, NEW_KEY, signer)))).toBe(true)
  })

  it('refuses any other call under that name: another threshold, another owner, another Safe, another key, one call more', async () => {
    const [create, add] = addingCalls(SAFE, SIGNER, NEW_KEY, signer) as [Call, Call]
    const variants: Call[][] = [
      [create, { ...add, data: addOwner(SIGNER, 2n) }],
      [create, { ...add, data: addOwner(OTHER, 1n) }],
      [create, { ...add, to: OTHER }],
      addingCalls(SAFE, SIGNER, FIRST_KEY, signer),
      [create, add, { to: OTHER, value: '0x1', data: '0x' }],
      [add],
    ]
    for (const calls of variants) expect(operationMatches(await addingRequest(calls))).toBe(false)
  })
})

describe('cancelling a recovery in the approval window', () => {
  const module = RecoveryModules[3]
  const cancel = { to: module as Hex, value: '0x0' as Hex, data: encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'cancelRecovery' }) }
  const cancels = (at: string): PasskeyOperationNote => ({ cancelsRecovery: at })

  it('signs the Safe’s own cancelRecovery() on the recovery module', async () => {
    expect(operationMatches(await addingRequest([cancel], cancels(module)))).toBe(true)
  })

  it('refuses anything else under that name: another function, value, a module not listed, one call more', async () => {
    const finalize = encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'finalizeRecovery', args: [SAFE] })
    const variants: [Call[], string][] = [
      [[{ ...cancel, data: finalize }], module],
      [[{ ...cancel, value: '0x1' }], module],
      [[{ ...cancel, to: OTHER }], OTHER],
      [[cancel, { to: OTHER, value: '0x1', data: '0x' }], module],
    ]
    for (const [calls, at] of variants) expect(operationMatches(await addingRequest(calls, cancels(at)))).toBe(false)
  })
})
