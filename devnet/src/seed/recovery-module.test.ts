import { RecoveryModules, recoveryModuleAbi } from '@porthole/protocol'
import { encodeFunctionData, parseAbi, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAFE_4337 } from './addresses.js'
import { anvilClient } from './client.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'
import { createSafe, execAsSafe, safeAbi, type SafeStack } from './safe.js'

const THREE_DAYS = 3 * 24 * 60 * 60
const module = RecoveryModules[3]
const stack: SafeStack = { singleton: SAFE_4337.safeL2Singleton, factory: SAFE_4337.safeProxyFactory, fallbackHandler: SAFE_4337.compatibilityFallbackHandler }
const SAFE = parseAbi([
  'function execTransactionFromModule(address to, uint256 value, bytes data, uint8 operation) returns (bool)',
  'function addOwnerWithThreshold(address owner, uint256 threshold)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
])

/**
 * The recovery of a passkey-secured account, on chain: the guardian (the worker's key for the
 * account's email or social identity) can only propose owners, which take over after the delay
 * unless the Safe cancels; it can never move funds.
 */
describe('Candide’s Social Recovery Module (3 days) on a seeded anvil', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const guardian = privateKeyToAccount(generatePrivateKey())
  const newOwner = privateKeyToAccount(generatePrivateKey()).address
  const thief = privateKeyToAccount(generatePrivateKey()).address
  let client: ReturnType<typeof anvilClient>['client']
  let chain: ReturnType<typeof anvilClient>['chain']
  let safe: Address
  let anvil: SeededAnvil | undefined

  /** The guardian's transaction, simulated first so a refusal throws with the contract's reason. */
  const send = async (to: Address, data: `0x${string}`, from = guardian) => {
    await client.call({ account: from, to, data })
    const hash = await client.sendTransaction({ account: from, chain, to, data })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
  }
  const confirm = (owners: Address[]) =>
    send(module, encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'confirmRecovery', args: [safe, owners, 1n, true] }))
  const finalize = (from = guardian) => send(module, encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'finalizeRecovery', args: [safe] }), from)
  const request = () => client.readContract({ address: module, abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [safe] })
  const owners = () => client.readContract({ address: safe, abi: SAFE, functionName: 'getOwners' })

  beforeAll(async () => {
    anvil = await startSeededAnvil(31337)
    ;({ client, chain } = anvilClient(anvil.rpcUrl, 31337))
    await client.setBalance({ address: owner.address, value: parseEther('10') })
    await client.setBalance({ address: guardian.address, value: parseEther('1') })
    safe = await createSafe(client, chain, stack, owner.address, owner)
    await client.setBalance({ address: safe, value: parseEther('5') })
    // As "Secure with a passkey" leaves it: the module enabled, one guardian that is not an owner, threshold 1.
    await execAsSafe(client, chain, safe, owner, safe, encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [module] }))
    await execAsSafe(
      client,
      chain,
      safe,
      owner,
      module,
      encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'addGuardianWithThreshold', args: [guardian.address, 1n] }),
    )
  }, 120_000)

  afterAll(() => {
    anvil?.process.kill()
  })

  it('lets the guardian queue nothing but an owner change: a transfer through the Safe or the module reverts', async () => {
    const transfer = encodeFunctionData({ abi: SAFE, functionName: 'execTransactionFromModule', args: [thief, parseEther('5'), '0x', 0] })
    await expect(send(safe, transfer)).rejects.toThrow(/GS104/)
    await expect(send(module, transfer)).rejects.toThrow()
    // A call to the Safe itself that would add an owner at once is refused as well: only the module's delayed path changes owners.
    const addOwner = encodeFunctionData({ abi: SAFE, functionName: 'addOwnerWithThreshold', args: [thief, 1n] })
    await expect(send(safe, addOwner)).rejects.toThrow(/GS031/)
    expect(await client.getBalance({ address: thief })).toBe(0n)
    expect(await owners()).toEqual([owner.address])
  })

  it('waits out the delay, and the Safe cancels before it ends', async () => {
    await confirm([thief])
    const { timestamp } = await client.getBlock()
    expect(Number((await request()).executeAfter)).toBe(Number(timestamp) + THREE_DAYS)
    await expect(finalize()).rejects.toThrow(/SM: recovery period still pending/)
    await execAsSafe(client, chain, safe, owner, module, encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'cancelRecovery' }))
    expect((await request()).executeAfter).toBe(0n)
    await client.increaseTime({ seconds: THREE_DAYS + 1 })
    await client.mine({ blocks: 1 })
    await expect(finalize()).rejects.toThrow(/SM: no ongoing recovery/)
    expect(await owners()).toEqual([owner.address])
  })

  it('hands the Safe to the proposed owner alone once the delay has passed, finalized by anyone, funds untouched', async () => {
    await confirm([newOwner])
    await client.increaseTime({ seconds: THREE_DAYS + 1 })
    await client.mine({ blocks: 1 })
    const stranger = privateKeyToAccount(generatePrivateKey())
    await client.setBalance({ address: stranger.address, value: parseEther('1') })
    await finalize(stranger)
    expect(await owners()).toEqual([newOwner])
    expect(await client.readContract({ address: safe, abi: SAFE, functionName: 'getThreshold' })).toBe(1n)
    expect(await client.getBalance({ address: safe })).toBe(parseEther('5'))
  })
})
