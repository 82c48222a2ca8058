import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainInfo } from './config.js'

/** Multicall3's canonical address, the same on every chain that has it (and seeded on the local anvils). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

const clients = new Map<string, PublicClient>()

/** A viem client of the chain's RPC URL; JSON-RPC batching lets the indexer ask for many blocks in one post. */
export function chainClient(chain: ChainInfo): PublicClient {
  const key = `${chain.caipId} ${chain.rpcUrl}`
  let client = clients.get(key)
  if (!client) {
    const definition = defineChain({
      id: chain.id,
      name: chain.caipId,
      nativeCurrency: { name: chain.native.name, symbol: chain.native.symbol, decimals: chain.native.decimals },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { multicall3: { address: MULTICALL3 } },
    })
    client = createPublicClient({ chain: definition, transport: http(chain.rpcUrl, { batch: true, timeout: 10_000, retryCount: 1 }) }) as PublicClient
    clients.set(key, client)
  }
  return client
}
