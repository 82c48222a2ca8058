import { defiLlamaPrices } from './defillama.js'
import { fixedPrices } from './fixed.js'
import type { PriceSource } from './price-source.js'

export type { PriceSource } from './price-source.js'

/** Prices every token 0: balances and approvals show no fiat value rather than a made-up one. */
const noPrices: PriceSource = { prices: async (tokens) => tokens.map(() => 0) }

/**
 * The PRICE_SOURCE variable: `defillama` (live), or `fixed` (a development table,
 * honoured only with ENVIRONMENT "development": elsewhere its prices would be made up).
 */
export function priceSource(env: Pick<Env, 'PRICE_SOURCE' | 'ENVIRONMENT'>): PriceSource {
  const name = (env.PRICE_SOURCE ?? '').trim()
  if (name === 'defillama') return defiLlamaPrices()
  if (name === 'fixed' && env.ENVIRONMENT === 'development') return fixedPrices
  console.error(`[porthole] PRICE_SOURCE '${name}' is not a live source here, no fiat prices are shown`)
  return noPrices
}
