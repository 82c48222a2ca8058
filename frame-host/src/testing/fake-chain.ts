import type { RpcTransport } from '../rpc/create-rpc-transport.js'

/** A node's answers for preparing a transaction: 1 gwei base fee and tip, 21,000 gas. */
export const CHAIN_FEES = { gas: 21_000n, baseFee: 1_000_000_000n, tip: 1_000_000_000n, gasPrice: 2_000_000_000n }

const hex = (n: bigint) => `0x${n.toString(16)}`

/** A transport with CHAIN_FEES; `estimateGas` replaces the gas estimate (e.g. a revert). */
export function fakeChain(estimateGas: () => Promise<unknown> = async () => hex(CHAIN_FEES.gas)): RpcTransport & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    async request({ method }) {
      calls.push(method)
      if (method === 'eth_estimateGas') return estimateGas()
      if (method === 'eth_getBlockByNumber') return { baseFeePerGas: hex(CHAIN_FEES.baseFee) }
      if (method === 'eth_maxPriorityFeePerGas') return hex(CHAIN_FEES.tip)
      if (method === 'eth_gasPrice') return hex(CHAIN_FEES.gasPrice)
      throw new Error(`unexpected ${method}`)
    },
  }
}
