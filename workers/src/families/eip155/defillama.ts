import type { ChainInfo, ListedToken } from '../../chain-data/config.js'

/** DefiLlama's chain slugs and native coins (as CoinGecko ids) by chain id. */
const CHAINS: Record<number, { slug: string; native: string }> = {
  1: { slug: 'ethereum', native: 'coingecko:ethereum' },
  10: { slug: 'optimism', native: 'coingecko:ethereum' },
  56: { slug: 'bsc', native: 'coingecko:binancecoin' },
  100: { slug: 'xdai', native: 'coingecko:xdai' },
  137: { slug: 'polygon', native: 'coingecko:polygon-ecosystem-token' },
  324: { slug: 'era', native: 'coingecko:ethereum' },
  8453: { slug: 'base', native: 'coingecko:ethereum' },
  42161: { slug: 'arbitrum', native: 'coingecko:ethereum' },
  43114: { slug: 'avax', native: 'coingecko:avalanche-2' },
  59144: { slug: 'linea', native: 'coingecko:ethereum' },
  534352: { slug: 'scroll', native: 'coingecko:ethereum' },
  11155111: { slug: 'sepolia', native: 'coingecko:ethereum' },
}

/** The native coin by its CoinGecko id, a contract by the chain's slug and its address; chains DefiLlama does not cover have none. */
export function evmDefiLlamaCoin(chain: ChainInfo, token: ListedToken): string | undefined {
  const known = CHAINS[chain.id]
  if (!known) return undefined
  return token.kind === 'native' ? known.native : `${known.slug}:${token.address}`
}
