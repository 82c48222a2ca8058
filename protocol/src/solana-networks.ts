/**
 * Solana's networks, which the frame's first paint needs (without zod: the
 * address schemas are in solana.ts, the request shapes in solana-requests.ts,
 * which only Solana's own code loads).
 */
import { solanaFamily } from './chain-families/solana.js'

/** CAIP-2 ids of the Solana clusters: the genesis hash's first 32 characters, as WalletConnect names them. */
export const SolanaNetworkIds = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  /** The local stack's cluster (devnet/src/solana): its genesis hash changes per run, so it is named, as the Wallet Standard names it. */
  localnet: 'solana:localnet',
} as const

/** The Wallet Standard's chain ids (`solana:mainnet` …) by CAIP-2 id, and back. */
export const WalletStandardChains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
export type WalletStandardChain = (typeof WalletStandardChains)[number]

export function caipOfStandardChain(chain: string): string | undefined {
  const prefix = solanaFamily.standardChainPrefix
  const cluster = chain.startsWith(prefix) ? chain.slice(prefix.length) : ''
  return Object.hasOwn(SolanaNetworkIds, cluster) ? SolanaNetworkIds[cluster as keyof typeof SolanaNetworkIds] : undefined
}

export function standardChainOf(caipNetworkId: string): WalletStandardChain | undefined {
  const entry = Object.entries(SolanaNetworkIds).find(([, id]) => id === caipNetworkId)
  return entry ? (`${solanaFamily.standardChainPrefix}${entry[0]}` as WalletStandardChain) : undefined
}
