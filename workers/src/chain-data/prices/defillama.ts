import { SolanaNetworkIds } from '@porthole/protocol'
import * as z from 'zod'
import type { PriceSource, PricedToken } from './price-source.js'

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

const answer = z.object({ coins: z.record(z.string(), z.object({ price: z.number().nonnegative() })) })

function coinId({ chain, token }: PricedToken): string | undefined {
  if (chain.family === 'solana') {
    // Mainnet only, as for EVM chains: other clusters' coins have no market. DefiLlama names SPL tokens by mint.
    if (chain.caipId !== SolanaNetworkIds.mainnet) return undefined
    return token.kind === 'native' ? 'coingecko:solana' : `solana:${token.address}`
  }
  const known = CHAINS[chain.id]
  if (!known) return undefined
  return token.kind === 'native' ? known.native : `${known.slug}:${token.address}`
}

/**
 * PRICE_SOURCE=defillama: current prices from coins.llama.fi (no key), in one
 * request per call. Chains it does not cover are priced 0 without asking.
 */
export function defiLlamaPrices(baseUrl = 'https://coins.llama.fi'): PriceSource {
  return {
    async prices(tokens) {
      const ids = tokens.map(coinId)
      const unique = [...new Set(ids.filter((id) => id !== undefined))]
      if (unique.length === 0) return tokens.map(() => 0)
      const response = await fetch(`${baseUrl}/prices/current/${unique.join(',')}`, { signal: AbortSignal.timeout(10_000) })
      if (!response.ok) throw new Error(`DefiLlama answered HTTP ${response.status}`)
      const { coins } = answer.parse(await response.json())
      return ids.map((id) => (id === undefined ? 0 : (coins[id]?.price ?? 0)))
    },
  }
}
