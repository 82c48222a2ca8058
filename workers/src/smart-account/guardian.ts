import { ErrorCodes, RecoveryModules, recoveryModuleAbi, type PasskeySigner } from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import { BaseError, createWalletClient, encodeFunctionData, http, InsufficientFundsError, parseAbi, type Hex, type LocalAccount } from 'viem'
import { publicClientOf } from './account.js'
import type { SmartAccountChain } from './config.js'
import { SmartAccountError } from './errors.js'
import { passkeySignerProxy } from './passkey-owners.js'

/**
 * The recovery module's guardian at work: the key of the account's email or social identity, which
 * secured the smart account and stayed its one guardian. It pays its own fees from that address.
 * All it can do through the module is propose owners that take over after the module's delay.
 */

const SIGNER_FACTORY = parseAbi(['function createSigner(uint256 x, uint256 y, uint176 verifiers) returns (address)'])

export type RecoveryRequest = { newOwners: readonly Hex[]; executeAfter: number }

/** The request the module holds for the Safe, if one is under way. */
export async function recoveryRequestOf(chain: SmartAccountChain, module: Hex, safe: Hex): Promise<RecoveryRequest | undefined> {
  const request = await publicClientOf(chain).readContract({ address: module, abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [safe] })
  return request.executeAfter > 0n ? { newOwners: request.newOwners, executeAfter: Number(request.executeAfter) } : undefined
}

/**
 * The recovery module that has `guardian` as a guardian of the Safe: the one enabled when the
 * account was secured, whatever delay the worker is set to now (each delay is its own module).
 */
export async function guardedBy(chain: SmartAccountChain, safe: Hex, guardian: Hex): Promise<Hex | undefined> {
  const client = publicClientOf(chain)
  for (const module of Object.values(RecoveryModules)) {
    const guards = await client.readContract({ address: module, abi: recoveryModuleAbi, functionName: 'isGuardian', args: [safe, guardian] }).catch(() => false)
    if (guards) return module
  }
  return undefined
}

const unfunded = (guardian: Hex) =>
  new SmartAccountError("The recovery's network fee is paid from the account's own address, which has too little to pay it.", ErrorCodes.internal, 402, {
    payer: guardian,
  })

async function send(guardian: LocalAccount, chain: SmartAccountChain, to: Hex, data: Hex): Promise<void> {
  const client = publicClientOf(chain)
  const wallet = createWalletClient({ account: guardian, chain: client.chain, transport: http(chain.rpcUrl, { timeout: 10_000 }) })
  let hash
  try {
    hash = await wallet.sendTransaction({ to, data, chain: client.chain ?? null })
  } catch (error) {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof InsufficientFundsError)) throw unfunded(guardian.address)
    throw error
  }
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
  if (receipt.status !== 'success') throw new SmartAccountError('The recovery transaction was reverted.', ErrorCodes.internal, 502)
}

/**
 * Proposes the new passkey as the Safe's only owner: its own signer contract is made (the factory
 * derives it from the key, so it signs for nothing else) and the guardian confirms and starts the
 * recovery in one call. Answers the signer and when the recovery can take over, read back from the module.
 */
export async function startRecovery(
  guardian: LocalAccount,
  chain: SmartAccountChain,
  module: Hex,
  safe: Hex,
  publicKey: Hex,
  signer: PasskeySigner,
): Promise<{ signer: Hex; executeAfter: number }> {
  const client = publicClientOf(chain)
  const proxy = await passkeySignerProxy(client, publicKey, signer)
  if (((await client.getCode({ address: proxy })) ?? '0x') === '0x') {
    const { x, y } = PublicKey.fromHex(publicKey)
    const create = { abi: SIGNER_FACTORY, functionName: 'createSigner', args: [x, y, BigInt(signer.verifiers)] } as const
    await send(guardian, chain, signer.signerFactory as Hex, encodeFunctionData(create))
  }
  await send(guardian, chain, module, encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'confirmRecovery', args: [safe, [proxy], 1n, true] }))
  const started = await recoveryRequestOf(chain, module, safe)
  if (!started || started.newOwners.length !== 1 || started.newOwners[0]!.toLowerCase() !== proxy.toLowerCase()) {
    throw new SmartAccountError('The recovery module does not hold the proposed owner.', ErrorCodes.internal, 502)
  }
  return { signer: proxy, executeAfter: started.executeAfter }
}

/** The module's last step, open to anyone once the delay has passed: the proposed owners replace every owner. */
export const finishRecovery = (guardian: LocalAccount, chain: SmartAccountChain, module: Hex, safe: Hex) =>
  send(guardian, chain, module, encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'finalizeRecovery', args: [safe] }))
