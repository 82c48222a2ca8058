import { bytesToHex, type Hex } from 'viem'
import type { BatchCall } from './wallet-send-calls.js'
import type { CallBatch, CallBatches } from './call-batches.js'

/** Sends one call as a transaction; its hash. */
export type SendCall = (call: BatchCall, index: number) => Promise<Hex>
/** Waits for a sent call's receipt. */
export type WaitMined = (hash: Hex) => Promise<'success' | 'reverted'>

/** EIP-5792 leaves the id to the wallet: 32 random bytes, so no page can guess another's. */
export const newBatchId = (): Hex => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

/**
 * Runs a batch one transaction after another, for a wallet that cannot run
 * it atomically. The first call is sent before this resolves, so a refusal
 * (4001, no funds) reaches the dapp as sendCalls' own error and no batch is
 * kept; the rest follow in the background, each only once the one before is
 * mined and applied: a call never runs on top of a reverted one, and what was
 * not sent is never sent later (getCallsStatus says 500 or 600).
 */
export async function startCalls(
  batches: CallBatches,
  id: string,
  chainId: number,
  calls: readonly BatchCall[],
  send: SendCall,
  mined: WaitMined,
): Promise<void> {
  let first: Hex
  try {
    first = await send(calls[0]!, 0)
  } catch (error) {
    batches.release(id)
    throw error
  }
  const batch: CallBatch = { chainId, size: calls.length, hashes: [first], state: 'running' }
  batches.start(id, batch)
  void continueCalls(batch, calls, send, mined)
}

async function continueCalls(batch: CallBatch, calls: readonly BatchCall[], send: SendCall, mined: WaitMined): Promise<void> {
  try {
    for (let next = 1; ; next++) {
      if ((await mined(batch.hashes[next - 1]!)) === 'reverted') break
      if (next === calls.length) {
        batch.state = 'done'
        return
      }
      batch.hashes.push(await send(calls[next]!, next))
    }
  } catch {
    // A refused or failed send ends the batch like a revert: getCallsStatus reports what was mined.
  }
  batch.state = 'stopped'
}
