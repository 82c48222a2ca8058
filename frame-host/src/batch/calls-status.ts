import { lazy } from '@porthole/protocol'
import { isAddressEqual, parseEventLogs, toHex, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import type { RpcTransport } from '../rpc/index.js'
import type { CallBatch } from './call-batches.js'

const hex = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)))

/** The receipt fields EIP-5792 returns, read from the node's eth_getTransactionReceipt. */
const receipt = lazy(() =>
  z.object({
    logs: z.array(z.object({ address: hex(), data: hex(), topics: z.array(hex()) })),
    status: hex(),
    blockHash: hex(),
    blockNumber: hex(),
    gasUsed: hex(),
    transactionHash: hex(),
  }),
)
export type CallReceipt = z.infer<ReturnType<typeof receipt>>

/** EIP-5792 status codes: 1xx pending, 2xx confirmed, 5xx failed onchain (nothing applied), 600 partly applied. */
export const CallsStatusCodes = { pending: 100, success: 200, failure: 500, partial: 600 } as const

export type CallsStatus = { version: '2.0.0'; id: string; chainId: Hex; status: number; atomic: boolean; receipts: CallReceipt[] }

/**
 * Whether a smart account's UserOperation in this receipt was applied: the
 * bundle transaction succeeds even when the operation's calls revert, so the
 * EntryPoint's UserOperationEvent for the sender decides; without one, the
 * transaction's own status.
 */
function userOperationApplied(found: CallReceipt, sender: Hex): boolean {
  const events = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: found.logs as Parameters<typeof parseEventLogs>[0]['logs'],
    strict: false,
  })
  const event = events.find((e) => e.args.sender !== undefined && isAddressEqual(e.args.sender, sender))
  return event ? event.args.success === true : found.status === '0x1'
}

/**
 * wallet_getCallsStatus for a batch the frame ran: the receipts of what was
 * sent, from the batch's chain. Pending until every sent call is mined and
 * none is left to send; a stopped batch is 500 when nothing was applied,
 * 600 when some calls were. A smart account's batch is one transaction and
 * atomic: its one receipt, 200 or 500.
 */
export async function callsStatus(id: string, batch: CallBatch, transport: RpcTransport): Promise<CallsStatus> {
  const found = await Promise.all(
    batch.hashes.map(async (hash) => {
      const raw = await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)
      const parsed = receipt().safeParse(raw)
      return parsed.success ? parsed.data : undefined
    }),
  )
  const receipts = found.filter((r): r is CallReceipt => r !== undefined)
  if (batch.atomic) {
    const [only] = receipts
    const status = !only ? CallsStatusCodes.pending : userOperationApplied(only, batch.atomic.sender) ? CallsStatusCodes.success : CallsStatusCodes.failure
    return { version: '2.0.0', id, chainId: toHex(batch.chainId), status, atomic: true, receipts }
  }
  const applied = receipts.filter((r) => r.status === '0x1').length
  const status =
    batch.state === 'running' || receipts.length < batch.hashes.length
      ? CallsStatusCodes.pending
      : batch.state === 'done'
        ? CallsStatusCodes.success
        : applied === 0
          ? CallsStatusCodes.failure
          : CallsStatusCodes.partial
  return { version: '2.0.0', id, chainId: toHex(batch.chainId), status, atomic: false, receipts }
}
