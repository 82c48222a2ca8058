import { getAbiItem, type Hex, type LocalAccount, type PublicClient } from 'viem'
import {
  entryPoint07Abi,
  formatUserOperationRequest,
  getUserOperationHash,
  UserOperationReceiptNotFoundError,
  WaitForUserOperationReceiptTimeoutError,
  type BundlerClient,
  type SmartAccount,
  type UserOperation,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { bundlerClientOf, ENTRY_POINT, publicClientOf, safeAccountOf } from './account.js'
import type { SmartAccountChain } from './config.js'
import { bundlerUnreachable, isUnreachable, refusalReason, rejected, reverted, SmartAccountError, stillPending } from './errors.js'
import { callsKey, listPending, settle, storePending, type NormalCall, type StoredUserOperation } from './pending.js'

/** callGasLimit as a percentage of the bundler's estimate. */
const CALL_GAS_HEADROOM_PERCENT = 130n
/** How long a request waits for its UserOperation's receipt; beyond it, the next request follows it up. */
const RECEIPT_WAIT_MS = 30_000
/** How far back the EntryPoint's logs are read for an operation whose nonce is used but whose receipt the bundler lost. */
const LOG_LOOKBACK_BLOCKS = 5_000n

type Outcome = { kind: 'included'; transactionHash: Hex | null } | { kind: 'failed'; transactionHash: Hex } | { kind: 'rejected'; reason: string }

type Road = { db: D1Database; accountId: string; chain: SmartAccountChain; client: PublicClient; account: SmartAccount; bundler: BundlerClient }

/** A bundler that did not answer is an outage (kept, told as such); any other failure is its refusal. */
const classify = (error: unknown) => (error instanceof SmartAccountError ? error : isUnreachable(error) ? bundlerUnreachable() : rejected(refusalReason(error)))

async function record(road: Road, hash: Hex, receipt: UserOperationReceipt): Promise<Outcome> {
  const transactionHash = receipt.receipt.transactionHash
  await settle(road.db, hash, receipt.success ? 'included' : 'failed', transactionHash)
  return receipt.success ? { kind: 'included', transactionHash } : { kind: 'failed', transactionHash }
}

async function waitForReceipt(road: Road, hash: Hex): Promise<Outcome> {
  try {
    return await record(road, hash, await road.bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_WAIT_MS, pollingInterval: 100 }))
  } catch (error) {
    if (error instanceof WaitForUserOperationReceiptTimeoutError) throw stillPending(hash)
    throw classify(error)
  }
}

/** The transaction that included the operation, from the EntryPoint's own event, when the bundler no longer knows it. */
async function inclusionFromLogs(client: PublicClient, hash: Hex): Promise<Hex | null> {
  const latest = await client.getBlockNumber()
  const logs = await client.getLogs({
    address: ENTRY_POINT.address,
    event: getAbiItem({ abi: entryPoint07Abi, name: 'UserOperationEvent' }),
    args: { userOpHash: hash },
    fromBlock: latest > LOG_LOOKBACK_BLOCKS ? latest - LOG_LOOKBACK_BLOCKS : 0n,
  })
  return logs[0]?.transactionHash ?? null
}

/**
 * One stored operation still pending: its receipt if it was included; done if the EntryPoint's
 * nonce has moved past it (included, or replaced by another of the account's operations); otherwise
 * the same signed operation goes to the bundler again and is waited for.
 */
async function followUp(road: Road, op: StoredUserOperation): Promise<Outcome> {
  const receipt = await road.bundler.getUserOperationReceipt({ hash: op.hash }).catch((error: unknown) => {
    if (error instanceof UserOperationReceiptNotFoundError) return null
    throw classify(error)
  })
  if (receipt) return record(road, op.hash, receipt)
  const nonce = await road.client.readContract({
    address: ENTRY_POINT.address,
    abi: entryPoint07Abi,
    functionName: 'getNonce',
    args: [op.sender, op.nonce >> 64n],
  })
  if (nonce > op.nonce) {
    const transactionHash = await inclusionFromLogs(road.client, op.hash)
    await settle(road.db, op.hash, 'included', transactionHash)
    return { kind: 'included', transactionHash }
  }
  try {
    await road.bundler.request({ method: 'eth_sendUserOperation', params: [op.request as never, ENTRY_POINT.address] })
  } catch (error) {
    // A bundler that kept it in its mempool says so; the wait below sees it through.
    if (isUnreachable(error)) throw bundlerUnreachable()
    if (!/already|known|duplicate/i.test(refusalReason(error))) {
      await settle(road.db, op.hash, 'rejected', null)
      return { kind: 'rejected', reason: refusalReason(error) }
    }
  }
  return waitForReceipt(road, op.hash)
}

function answerOf(outcome: Outcome, hash: Hex): Hex {
  if (outcome.kind === 'included' && outcome.transactionHash) return outcome.transactionHash
  if (outcome.kind === 'failed') throw reverted(outcome.transactionHash, hash)
  if (outcome.kind === 'rejected') throw rejected(outcome.reason)
  // Included, but the chain's recent logs no longer name the transaction: the operation's own hash still identifies it.
  return hash
}

/**
 * A new operation for the calls, prepared and priced by the bundler, not yet signed. The bundler's
 * callGasLimit is the least that passed its simulation; a call whose gas use moves with state (a
 * pool's swap) can then run out inside the operation, so it gets headroom. All three limits are
 * given to prepare, so a paymaster signs over the padded ones.
 */
async function prepareNew(road: Road, calls: NormalCall[] | { callData: Hex }): Promise<UserOperation<'0.7'>> {
  try {
    const what = Array.isArray(calls) ? { calls: calls.map(({ to, value, data }) => ({ to, value: BigInt(value), data })) } : calls
    const estimate = await road.bundler.estimateUserOperationGas({ account: road.account, ...what })
    const prepared = await road.bundler.prepareUserOperation({
      account: road.account,
      ...what,
      callGasLimit: (estimate.callGasLimit * CALL_GAS_HEADROOM_PERCENT) / 100n,
      verificationGasLimit: estimate.verificationGasLimit,
      preVerificationGas: estimate.preVerificationGas,
    })
    // The prepared request also carries the account object, which is no part of the operation.
    return Object.fromEntries(Object.entries(prepared).filter(([name]) => name !== 'account')) as UserOperation<'0.7'>
  } catch (error) {
    throw classify(error)
  }
}

/** A signed operation: stored, then sent, then waited for. */
async function submit(road: Road, calls: NormalCall[], userOperation: UserOperation<'0.7'>): Promise<Hex> {
  const hash = getUserOperationHash({
    userOperation,
    chainId: road.chain.chainId,
    entryPointAddress: ENTRY_POINT.address,
    entryPointVersion: ENTRY_POINT.version,
  })
  const request = formatUserOperationRequest(userOperation) as Record<string, unknown>
  await storePending(road.db, road.accountId, road.chain.caipId, {
    hash,
    sender: userOperation.sender,
    nonce: userOperation.nonce,
    calls: callsKey(calls),
    request,
  })
  try {
    await road.bundler.request({ method: 'eth_sendUserOperation', params: [request as never, ENTRY_POINT.address] })
  } catch (error) {
    // Unreachable: the row stays pending and the next request sends this same operation.
    if (isUnreachable(error)) throw bundlerUnreachable()
    await settle(road.db, hash, 'rejected', null)
    throw rejected(refusalReason(error))
  }
  return answerOf(await waitForReceipt(road, hash), hash)
}

function roadOf(db: D1Database, accountId: string, chain: SmartAccountChain, account: SmartAccount): Road {
  const client = publicClientOf(chain)
  return { db, accountId, chain, client, account, bundler: bundlerClientOf(chain, client, account) }
}

/** The account's pending operations on the chain followed up; the outcome of one carrying the same calls, if any. */
async function settlePending(road: Road, calls: NormalCall[]): Promise<{ outcome: Outcome; hash: Hex } | undefined> {
  const key = callsKey(calls)
  let same: { outcome: Outcome; hash: Hex } | undefined
  for (const op of await listPending(road.db, road.accountId, road.chain.caipId)) {
    const outcome = await followUp(road, op)
    if (!same && op.calls === key) same = { outcome, hash: op.hash }
  }
  return same
}

/**
 * The calls as one UserOperation of the owner's smart account (a MultiSend when there are several,
 * so they succeed or fail together), answered with the transaction hash that included it. The
 * account's pending operations on the chain are settled first; if one carries the same calls, its
 * outcome is the answer and nothing new is sent.
 */
export async function sendAsSmartAccount(db: D1Database, accountId: string, owner: LocalAccount, chain: SmartAccountChain, calls: NormalCall[]): Promise<Hex> {
  const road = roadOf(db, accountId, chain, await safeAccountOf(owner, publicClientOf(chain)))
  const same = await settlePending(road, calls)
  if (same) return answerOf(same.outcome, same.hash)
  const unsigned = await prepareNew(road, calls)
  let signature: Hex
  try {
    signature = await road.account.signUserOperation(unsigned)
  } catch (error) {
    throw classify(error)
  }
  return submit(road, calls, { ...unsigned, signature })
}

/**
 * The owner's smart account runs `callData` as its own (what permissionless' calls cannot say: a
 * delegate call to MultiSend, as a change of owners needs), signed by the owner, sent and waited for.
 */
export async function sendCallDataAsSmartAccount(
  db: D1Database,
  accountId: string,
  owner: LocalAccount,
  chain: SmartAccountChain,
  callData: Hex,
): Promise<Hex> {
  const road = roadOf(db, accountId, chain, await safeAccountOf(owner, publicClientOf(chain)))
  const calls: NormalCall[] = [{ to: road.account.address, value: '0x0', data: callData }]
  await settlePending(road, calls)
  const unsigned = await prepareNew(road, { callData })
  let signature: Hex
  try {
    signature = await road.account.signUserOperation(unsigned)
  } catch (error) {
    throw classify(error)
  }
  return submit(road, calls, { ...unsigned, signature })
}

/**
 * A passkey account's operation for the calls, unsigned: its pending operations are followed up
 * first, so the nonce is the next one free. The visitor's passkey signs it in the approval window.
 */
export async function preparePasskeyOperation(db: D1Database, accountId: string, account: SmartAccount, chain: SmartAccountChain, calls: NormalCall[]) {
  const road = roadOf(db, accountId, chain, account)
  await settlePending(road, calls)
  return prepareNew(road, calls)
}

/** A passkey account's operation as its passkey signed it, sent and waited for; the bundler and the EntryPoint check the signature. */
export function sendPasskeyOperation(
  db: D1Database,
  accountId: string,
  account: SmartAccount,
  chain: SmartAccountChain,
  calls: NormalCall[],
  userOperation: UserOperation<'0.7'>,
) {
  return submit(roadOf(db, accountId, chain, account), calls, userOperation)
}
