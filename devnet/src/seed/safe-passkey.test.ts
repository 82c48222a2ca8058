import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { PasskeySafe } from '@porthole/protocol'
import { BaseError, bytesToHex, concat, http, pad, parseAbi, parseEther, slice, toHex, type Address, type Hex } from 'viem'
import { createBundlerClient, entryPoint07Address, type SmartAccount, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAFE_PASSKEY } from './addresses.js'
import { anvilClient, type AnvilClient } from './client.js'
import { seedSafePasskey } from './safe-passkey.js'
import { softwarePasskey } from './software-passkey.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'
import { checkErc7562 } from '../erc7562.js'
import { startTestBundlers, type TestBundlers } from '../test-bundlers.js'

const CHAIN_ID = 31337
const SIGNATURE_CHECK_FAILED = -32507
const sharedSignerAbi = parseAbi(['function getConfiguration(address account) view returns ((uint256 x, uint256 y, uint176 verifiers) signer)'])
const safeOwnersAbi = parseAbi(['function getOwners() view returns (address[])'])

let anvil: SeededAnvil | undefined
let bundlers: TestBundlers | undefined
let client: AnvilClient
beforeAll(async () => {
  anvil = await startSeededAnvil(CHAIN_ID)
  client = anvilClient(anvil.rpcUrl, CHAIN_ID).client
  bundlers = await startTestBundlers({ [`eip155:${CHAIN_ID}`]: anvil.rpcUrl })
}, 180_000)
afterAll(async () => {
  if (bundlers) await fetch(`${bundlers.controlUrl}/stop/${CHAIN_ID}`, { method: 'POST' })
  anvil?.process.kill()
})

/** The verifier's answer to EIP-7212's input (hash ‖ r ‖ s ‖ x ‖ y): true only for a returned 1. */
async function verifies(verifier: Address, input: Hex): Promise<boolean> {
  const { data } = await client.call({ to: verifier, data: input })
  return data === pad('0x01')
}

/** A Safe 1.4.1 on EntryPoint 0.7 owned by `passkey` alone through PasskeySafe's shared signer, as the worker makes one. */
const passkeySafe = (passkey: ReturnType<typeof softwarePasskey>, extra: { saltNonce: bigint } | { address: Address }) =>
  toSafeSmartAccount({
    client,
    owners: [passkey],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
    // permissionless writes this value as the shared signer's uint176 `verifiers`: precompile, then FCL
    // (its default is the FCL verifier alone).
    safeP256VerifierAddress: PasskeySafe.verifiers,
    ...extra,
  })

type GasPrice = { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
/** The account's bundler client, paying what alto asks (its `pimlico_getUserOperationGasPrice`). */
const bundlerFor = (account: SmartAccount) =>
  createBundlerClient({
    client,
    account,
    transport: http(bundlers!.urls[`eip155:${CHAIN_ID}`]),
    userOperation: {
      async estimateFeesPerGas({ bundlerClient }) {
        const price = await (bundlerClient.request as (args: { method: string; params: [] }) => Promise<GasPrice>)({
          method: 'pimlico_getUserOperationGasPrice',
          params: [],
        })
        return { maxFeePerGas: BigInt(price.fast.maxFeePerGas), maxPriorityFeePerGas: BigInt(price.fast.maxPriorityFeePerGas) }
      },
    },
  })

describe('the seeded Safe WebAuthn signer contracts', () => {
  it('have code at 0.2.1’s canonical addresses', async () => {
    for (const address of [SAFE_PASSKEY.signerFactory, SAFE_PASSKEY.sharedSigner, SAFE_PASSKEY.fclVerifier]) {
      expect(((await client.getCode({ address })) ?? '0x').length, address).toBeGreaterThan(2)
    }
  })

  it('seed again without a transaction', async () => {
    const before = await client.getBlockNumber()
    await seedSafePasskey(client, client.chain!)
    expect(await client.getBlockNumber()).toBe(before)
  })

  it('verify P-256 with the chain’s precompile and with the FCL fallback alike, and refuse a signature of another message', async () => {
    const privateKey = p256.utils.randomPrivateKey()
    const publicKey = p256.getPublicKey(privateKey, false)
    const message = sha256(new TextEncoder().encode('porthole passkey'))
    const signature = p256.sign(message, privateKey, { lowS: true })
    const input = (hash: Uint8Array) =>
      concat([
        bytesToHex(hash),
        toHex(signature.r, { size: 32 }),
        toHex(signature.s, { size: 32 }),
        bytesToHex(publicKey.slice(1, 33)),
        bytesToHex(publicKey.slice(33)),
      ])
    const other = sha256(new TextEncoder().encode('another message'))
    for (const verifier of [SAFE_PASSKEY.precompile, SAFE_PASSKEY.fclVerifier]) {
      expect(await verifies(verifier, input(message)), verifier).toBe(true)
      expect(await verifies(verifier, input(other)), verifier).toBe(false)
    }
  })
})

describe('a Safe owned by a passkey, through the local bundler', () => {
  const passkey = softwarePasskey()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  let safe: Address

  it('is deployed by its first UserOperation, which keeps ERC-7562’s validation rules and pays out ETH on the passkey’s signature alone', async () => {
    const account = await passkeySafe(passkey, { saltNonce: BigInt(Date.now()) })
    safe = account.address
    expect(await client.getCode({ address: safe })).toBeUndefined()
    await client.setBalance({ address: safe, value: parseEther('1') })

    const bundler = bundlerFor(account)
    const prepared = (await bundler.prepareUserOperation({ calls: [{ to: recipient, value: parseEther('0.25') }] })) as UserOperation<'0.7'>
    const userOp = { ...prepared, signature: await account.signUserOperation(prepared) }
    // The local bundler runs without ERC-7562's checks; the same checks, run here, must pass.
    await checkErc7562(client, userOp)
    const hash = await bundler.sendUserOperation(userOp as Parameters<typeof bundler.sendUserOperation>[0])
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(safe)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: safe })).toBeLessThan(parseEther('0.75'))

    // The Safe's one owner is the shared signer, which holds the passkey's public key in the Safe's storage.
    expect(await client.readContract({ address: safe, abi: safeOwnersAbi, functionName: 'getOwners' })).toEqual([PasskeySafe.sharedSigner])
    const publicKey = passkey.publicKey
    expect(await client.readContract({ address: PasskeySafe.sharedSigner, abi: sharedSignerAbi, functionName: 'getConfiguration', args: [safe] })).toEqual({
      x: BigInt(slice(publicKey, 1, 33)),
      y: BigInt(slice(publicKey, 33)),
      verifiers: BigInt(PasskeySafe.verifiers),
    })
  }, 120_000)

  it('refuses a UserOperation for that Safe signed by another P-256 key', async () => {
    const impostor = await passkeySafe(softwarePasskey(), { address: safe })
    const bundler = bundlerFor(impostor)
    const error = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.25') }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    // ERC-7769's code for an operation whose signature the account refused.
    expect((error as BaseError).walk((cause) => (cause as { code?: unknown }).code === SIGNATURE_CHECK_FAILED)).toBeDefined()
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  }, 120_000)
})
