import type { Namespace } from '@porthole/protocol'
import { defineChain, type Chain } from 'viem'
import { anvil, arbitrum, mainnet, sepolia } from 'viem/chains'
import { eip155NetworkId } from './caip.js'

/** Spec §3 network, as plain data so it can live in the store. */
export type Network = {
  caipNetworkId: string
  namespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl?: string
  blockExplorerUrl?: string
  testnet: boolean
}

export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** The devnet's second chain, so switching (and adding a chain) is tested for real. */
const anvil2 = defineChain({ ...anvil, id: 31338, name: 'Anvil 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })

function fromChain(chain: Chain): Network {
  return {
    caipNetworkId: eip155NetworkId(chain.id),
    namespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrl: chain.rpcUrls.default.http[0],
    blockExplorerUrl: chain.blockExplorers?.default.url,
    testnet: chain.testnet ?? false,
  }
}

/** Listed, not functional yet: their namespaces have no connector. */
const solana = (reference: string, name: string, rpcUrl: string, testnet: boolean): Network => ({
  caipNetworkId: `solana:${reference}`,
  namespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl,
  testnet,
})

const bitcoin: Network = {
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  namespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  testnet: false,
}

/** Spec §3 default networks, in their order. */
export const DEFAULT_NETWORKS: readonly Network[] = [
  ...[mainnet, sepolia, arbitrum].map(fromChain),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true),
  bitcoin,
]

/** Local chains: listed only when the project's config gives their RPC URL, so live sites never show them. */
export const LOCAL_NETWORKS: readonly Network[] = [anvil, anvil2].map(fromChain).map((n) => ({ ...n, testnet: true }))

/**
 * The frame's networks: the defaults, then the local chains the config names,
 * each with the config's RPC URL where it gives one.
 */
export function createNetworks(rpcUrls: Readonly<Record<string, string>> = {}): Network[] {
  const local = LOCAL_NETWORKS.filter((n) => Object.hasOwn(rpcUrls, n.caipNetworkId))
  const eip155 = [...DEFAULT_NETWORKS.filter((n) => n.namespace === 'eip155'), ...local]
  const others = DEFAULT_NETWORKS.filter((n) => n.namespace !== 'eip155')
  return [...eip155, ...others].map((n) => (Object.hasOwn(rpcUrls, n.caipNetworkId) ? { ...n, rpcUrl: rpcUrls[n.caipNetworkId] } : n))
}

/** Spec §2: a chain the frame does not list shows as 'Unknown Network'. */
export function networkName(networks: readonly Network[], caipNetworkId: string): string {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? UNKNOWN_NETWORK_NAME
}
