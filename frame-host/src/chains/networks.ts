import {
  DefaultNamespace,
  BITCOIN_NETWORK,
  COSMOS_HUB_NETWORK,
  networkIconPath,
  POLKADOT_NETWORK,
  SOLANA_LOCAL_NETWORK,
  SOLANA_NETWORKS,
  type Namespace,
  type NetworkInfo,
} from '@porthole/protocol'
import { defineChain, type Chain } from 'viem'
import { anvil, arbitrum, mainnet, sepolia } from 'viem/chains'
import { eip155NetworkId, namespaceOf } from './caip.js'

/**
 * Network, as plain data so it can live in the store. `rpcUrls`: its
 * RPC endpoints, the config's first; reads go to the best-ranked one.
 */
export type Network = Omit<NetworkInfo, 'blockExplorerUrl' | 'iconUrl'> & {
  namespace: Namespace
  blockExplorerUrl?: string | undefined
  iconUrl?: string | undefined
}

/** The devnet's second chain, so switching (and adding a chain) is tested for real. */
const anvil2 = defineChain({ ...anvil, id: 31338, name: 'Anvil 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })

function fromChain(chain: Chain, withIcon = true): Network {
  const caipNetworkId = eip155NetworkId(chain.id)
  return {
    caipNetworkId,
    namespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    blockExplorerUrl: chain.blockExplorers?.default.url,
    iconUrl: withIcon ? networkIconPath(caipNetworkId) : undefined,
    testnet: chain.testnet ?? false,
  }
}

const withNamespace = (info: NetworkInfo): Network => ({ ...info, namespace: namespaceOf(info.caipNetworkId) ?? DefaultNamespace })

/** Default networks, in their order: what a project without its own list offers. */
export const DEFAULT_NETWORKS: readonly Network[] = [
  ...[mainnet, sepolia, arbitrum].map((chain) => fromChain(chain)),
  ...[...SOLANA_NETWORKS, BITCOIN_NETWORK, POLKADOT_NETWORK, COSMOS_HUB_NETWORK].map(withNamespace),
]

/** Local chains: listed only when the project's config gives their RPC URL, so live sites never show them. */
export const LOCAL_NETWORKS: readonly Network[] = [
  ...[anvil, anvil2].map((chain) => ({ ...fromChain(chain, false), testnet: true })),
  withNamespace(SOLANA_LOCAL_NETWORK),
]

export declare namespace createNetworks {
  type Options = {
    /** The config's RPC URL of each chain (CAIP-2 id), which replaces the public ones. */
    rpcUrls?: Readonly<Record<string, string>> | undefined
    /** The config's further RPC URLs of some chains, ranked with the first. */
    rpcFallbacks?: Readonly<Record<string, readonly string[]>> | undefined
    /** The project's own networks (frame config `networks`): offered instead of the defaults. */
    projectNetworks?: readonly NetworkInfo[] | undefined
  }
}

/**
 * The frame's networks: the project's list when it has one; otherwise the
 * defaults, then the local chains the config names. Each takes the config's
 * RPC URLs where it gives some.
 */
export function createNetworks({ rpcUrls = {}, rpcFallbacks = {}, projectNetworks }: createNetworks.Options = {}): Network[] {
  const withRpc = (n: Network): Network => {
    const configured = [...(Object.hasOwn(rpcUrls, n.caipNetworkId) ? [rpcUrls[n.caipNetworkId]!] : []), ...(rpcFallbacks[n.caipNetworkId] ?? [])]
    return configured.length > 0 ? { ...n, rpcUrls: [...new Set(configured)] } : n
  }
  if (projectNetworks) {
    return projectNetworks.filter((info) => namespaceOf(info.caipNetworkId)).map((info) => withRpc(withNamespace(info)))
  }
  const local = LOCAL_NETWORKS.filter((n) => Object.hasOwn(rpcUrls, n.caipNetworkId))
  // Each family's local chains follow its public ones, families in the defaults' order.
  const families = [...new Set(DEFAULT_NETWORKS.map((n) => n.namespace))]
  return families.flatMap((family) => [...DEFAULT_NETWORKS, ...local].filter((n) => n.namespace === family)).map(withRpc)
}
