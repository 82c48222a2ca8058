import type { RpcTransport } from '../rpc/create-rpc-transport.js'
import { createLazyRpcTransport } from '../rpc/lazy-rpc-transport.js'
import type { Network } from './networks.js'

export type Transports = {
  /** One transport per network and URL, made on first use and reused, so batching spans callers. */
  forNetwork(network: Network): RpcTransport
}

export function createTransports(create: (url: string | undefined) => RpcTransport = createLazyRpcTransport): Transports {
  const cache = new Map<string, RpcTransport>()
  return {
    forNetwork(network) {
      const key = `${network.caipNetworkId} ${network.rpcUrl ?? ''}`
      let transport = cache.get(key)
      if (!transport) cache.set(key, (transport = create(network.rpcUrl)))
      return transport
    },
  }
}
