import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainInfo } from './config.js'

/** Multicall3's canonical address, the same on every chain that has it (and seeded on the local anvils). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * A viem client of the chain's RPC URL; JSON-RPC batching lets the indexer ask
 * for many blocks in one post. One per request: viem dedupes and batches
 * identical calls across its users, and the Workers runtime cancels a request
 * that waits on another request's I/O.
 */
export function chainClient(chain: ChainInfo): PublicClient {
  const definition = defineChain({
    id: chain.id,
    name: chain.caipId,
    nativeCurrency: { name: chain.native.name, symbol: chain.native.symbol, decimals: chain.native.decimals },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3 } },
  })
  return createPublicClient({ chain: definition, transport: http(chain.rpcUrl, { batch: true, timeout: 10_000, retryCount: 1 }) }) as PublicClient
}
