import type { Namespace } from '@porthole/protocol'
import { createLazyRpcTransport, type createRpcTransport, type RpcTransport } from '../rpc/index.js'
import type { Network } from './networks.js'

export type Transports = {
  /** One transport per network and its URLs, made on first use and reused, so batching and ranking span callers. */
  forNetwork(network: Network): RpcTransport
}

/** How a family's nodes are pinged when several URLs are ranked: viem's `net_listening` suits EVM nodes only. */
const PING_METHOD: Partial<Record<Namespace, string>> = { solana: 'getHealth' }

export function createTransports(create: (urls: readonly string[], options: createRpcTransport.Options) => RpcTransport = createLazyRpcTransport): Transports {
  const cache = new Map<string, RpcTransport>()
  return {
    forNetwork(network) {
      const key = `${network.caipNetworkId} ${network.rpcUrls.join(' ')}`
      let transport = cache.get(key)
      const ping = PING_METHOD[network.namespace]
      if (!transport) cache.set(key, (transport = create(network.rpcUrls, ping ? { pingMethod: ping } : {})))
      return transport
    },
  }
}
