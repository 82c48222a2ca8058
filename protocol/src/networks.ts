import type { NetworkInfo } from './network-info.js'
import { SolanaNetworkIds } from './solana-networks.js'

/**
 * Where the worker serves a network's icon (an SVG it copies from a
 * maintained icon package at build time): one file per CAIP-2 id, the colon
 * made a dash so the name is a plain path segment.
 */
export const networkIconPath = (caipNetworkId: string): string => `/networks/${caipNetworkId.replace(':', '-')}.svg`

const solanaNetwork = (caipNetworkId: string, name: string, rpcUrl: string, testnet: boolean, withIcon = true): NetworkInfo => ({
  caipNetworkId,
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: [rpcUrl],
  ...(withIcon ? { iconUrl: networkIconPath(caipNetworkId) } : {}),
  testnet,
})

/** The three public Solana clusters the frame supports, in order. */
export const SOLANA_NETWORKS: readonly NetworkInfo[] = [
  solanaNetwork(SolanaNetworkIds.mainnet, 'Solana', 'https://api.mainnet-beta.solana.com', false),
  solanaNetwork(SolanaNetworkIds.devnet, 'Solana Devnet', 'https://api.devnet.solana.com', true),
  solanaNetwork(SolanaNetworkIds.testnet, 'Solana Testnet', 'https://api.testnet.solana.com', true),
]

/** The local stack's Solana cluster, offered only where the config gives its RPC URL. */
export const SOLANA_LOCAL_NETWORK: NetworkInfo = solanaNetwork(SolanaNetworkIds.localnet, 'Solana Local', 'http://127.0.0.1:8899', true, false)

const BITCOIN_ID = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_NETWORK: NetworkInfo = {
  caipNetworkId: BITCOIN_ID,
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: [],
  iconUrl: networkIconPath(BITCOIN_ID),
  testnet: false,
}

/** Polkadot's relay chain (CAIP-2: the first 32 hex digits of its genesis hash); balances are read by no RPC of the frame's. */
const POLKADOT_ID = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const POLKADOT_NETWORK: NetworkInfo = {
  caipNetworkId: POLKADOT_ID,
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: [],
  iconUrl: networkIconPath(POLKADOT_ID),
  testnet: false,
}

const COSMOS_HUB_ID = 'cosmos:cosmoshub-4'
export const COSMOS_HUB_NETWORK: NetworkInfo = {
  caipNetworkId: COSMOS_HUB_ID,
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: [],
  iconUrl: networkIconPath(COSMOS_HUB_ID),
  testnet: false,
}
