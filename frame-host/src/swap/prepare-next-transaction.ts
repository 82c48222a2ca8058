import type { SwapClient, SwapPair } from './swap-client.js'
import type { NextTransaction } from './swap-slice.js'

/** The plain address of a CAIP-10 id. */
export const plainAddress = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1)

/**
 * What the swap sends next: an ERC-20 sold beyond what the backend's spender
 * may move needs the approval first (`build-approve`, to the token contract);
 * otherwise the swap itself (`build-transaction` at 1 % slippage). The native
 * coin needs no approval.
 */
export async function prepareNextTransaction(client: SwapClient, pair: SwapPair, native: boolean, signal?: AbortSignal): Promise<NextTransaction> {
  if (!native) {
    const allowance = await client.allowance(pair.from, pair.userAddress, signal)
    if (allowance < pair.amount) {
      const tx = await client.buildApprove(pair, signal)
      return { kind: 'approve', to: plainAddress(tx.from), data: tx.data, value: tx.value, gas: String(tx.eip155.gas), gasPrice: tx.eip155.gasPrice }
    }
  }
  const tx = await client.buildTransaction(pair, signal)
  return { kind: 'swap', to: plainAddress(tx.to), data: tx.data, value: tx.amount, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice }
}
