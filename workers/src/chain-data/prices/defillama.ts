import * as z from 'zod'
import { chainFamily } from '../../families/index.js'
import type { PriceSource, PricedToken } from './price-source.js'

const answer = z.object({ coins: z.record(z.string(), z.object({ price: z.number().nonnegative() })) })

const coinId = ({ chain, token }: PricedToken): string | undefined => chainFamily(chain).defiLlamaCoin(chain, token)

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
