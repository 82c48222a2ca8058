import type { NetworkInfo } from '@porthole/protocol'
import { isCspSafeUrl, type RpcUrlLists } from '../frame/rpc-urls.js'

/** Origins of the public RPC URLs the frame will call: those of the networks RPC_URLS does not cover. */
export function publicRpcOrigins(networks: readonly NetworkInfo[], configured: RpcUrlLists): string[] {
  return networks.filter((n) => !Object.hasOwn(configured, n.caipNetworkId)).flatMap((n) => n.rpcUrls.filter(isCspSafeUrl).map((url) => new URL(url).origin))
}
