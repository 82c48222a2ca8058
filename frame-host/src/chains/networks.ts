import { SolanaNetworkIds, type Namespace } from '@porthole/protocol'
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

const solana = (caipNetworkId: string, name: string, rpcUrl: string, testnet: boolean): Network => ({
  caipNetworkId,
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
  solana(SolanaNetworkIds.mainnet, 'Solana', 'https://api.mainnet-beta.solana.com', false),
  solana(SolanaNetworkIds.devnet, 'Solana Devnet', 'https://api.devnet.solana.com', true),
  // Spec §3: the frame supports three Solana networks.
  solana(SolanaNetworkIds.testnet, 'Solana Testnet', 'https://api.testnet.solana.com', true),
  bitcoin,
]

/** Local chains: listed only when the project's config gives their RPC URL, so live sites never show them. */
export const LOCAL_NETWORKS: readonly Network[] = [
  ...[anvil, anvil2].map(fromChain).map((n) => ({ ...n, testnet: true })),
  solana(SolanaNetworkIds.localnet, 'Solana Local', 'http://127.0.0.1:8899', true),
]

/**
 * The frame's networks: the defaults, then the local chains the config names,
 * each with the config's RPC URL where it gives one.
 */
export function createNetworks(rpcUrls: Readonly<Record<string, string>> = {}): Network[] {
  const local = LOCAL_NETWORKS.filter((n) => Object.hasOwn(rpcUrls, n.caipNetworkId))
  // Each family's local chains follow its public ones, families in the defaults' order.
  const families = [...new Set(DEFAULT_NETWORKS.map((n) => n.namespace))]
  return families
    .flatMap((family) => [...DEFAULT_NETWORKS, ...local].filter((n) => n.namespace === family))
    .map((n) => (Object.hasOwn(rpcUrls, n.caipNetworkId) ? { ...n, rpcUrl: rpcUrls[n.caipNetworkId] } : n))
}

/** Spec §2: a chain the frame does not list shows as 'Unknown Network'. */
export function networkName(networks: readonly Network[], caipNetworkId: string): string {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? UNKNOWN_NETWORK_NAME
}
