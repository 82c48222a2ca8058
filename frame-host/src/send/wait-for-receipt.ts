import type { Hex } from 'viem'
import type { RpcTransport } from '../rpc/create-rpc-transport.js'

/** Spec §9 polling interval. */
export const RECEIPT_POLL_MS = 4_000
/** About two minutes of blocks, then the refresh is given up. */
const MAX_POLLS = 30

/** Resolves once the transaction has a receipt; rejects when polling gives up. */
export async function waitForReceipt(transport: RpcTransport, hash: Hex, pollMs = RECEIPT_POLL_MS): Promise<void> {
  for (let attempt = 0; attempt < MAX_POLLS; attempt++) {
    const receipt = await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)
    if (receipt !== null && receipt !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`No receipt for ${hash}`)
}
