import { defiLlamaPrices } from './defillama.js'
import { fixedPrices } from './fixed.js'
import type { PriceSource } from './price-source.js'

export type { PriceSource } from './price-source.js'

/** The PRICE_SOURCE variable: `fixed` (development, the default) or `defillama`. */
export function priceSource(env: Pick<Env, 'PRICE_SOURCE'>): PriceSource {
  const name = (env.PRICE_SOURCE ?? 'fixed').trim()
  if (name === 'defillama') return defiLlamaPrices()
  if (name !== 'fixed') console.error(`[porthole] PRICE_SOURCE '${name}' is unknown, prices come from the fixed table`)
  return fixedPrices
}
