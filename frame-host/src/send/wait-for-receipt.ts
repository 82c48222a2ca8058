import * as z from 'zod/mini'
import type { Hex } from 'viem'
import type { RpcTransport } from '../rpc/index.js'

/** Polling interval. */
export const RECEIPT_POLL_MS = 4_000
/** About two minutes of blocks, then the refresh is given up. */
const MAX_POLLS = 30

/** The part of a receipt the frame reads: EIP-658's status, '0x1' mined and applied, '0x0' reverted. */
const receiptStatus = z.object({ status: z.optional(z.string()) })

/** Resolves once the transaction has a receipt, with whether it was applied or reverted; rejects when polling gives up. */
export async function waitForReceipt(transport: RpcTransport, hash: Hex, pollMs = RECEIPT_POLL_MS): Promise<'success' | 'reverted'> {
  for (let attempt = 0; attempt < MAX_POLLS; attempt++) {
    const receipt = await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)
    if (receipt !== null && receipt !== undefined) {
      const parsed = receiptStatus.safeParse(receipt)
      return parsed.success && parsed.data.status === '0x0' ? 'reverted' : 'success'
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`No receipt for ${hash}`)
}
