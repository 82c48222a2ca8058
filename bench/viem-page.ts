/** The baseline in the benchmark page: viem's http transport straight to anvil, no batching. */
import { createPublicClient, http } from 'viem'

declare global {
  interface Window {
    benchAnvilUrl: string
    benchViem: { request(args: { method: 'eth_chainId' | 'eth_blockNumber' }): Promise<unknown> }
  }
}

window.benchViem = createPublicClient({ transport: http(window.benchAnvilUrl) })
