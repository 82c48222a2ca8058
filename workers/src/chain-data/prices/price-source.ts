import type { AnyChainInfo, ListedToken } from '../config.js'

/** A coin or token to price: the chain's native coin, a listed contract or a listed SPL mint. */
export type PricedToken = { chain: AnyChainInfo; token: ListedToken }

/**
 * Where fiat prices come from. `prices` answers in the order asked; a token the
 * source does not know is priced 0, so a balance still shows without a value.
 */
export interface PriceSource {
  prices(tokens: readonly PricedToken[], currency: 'usd'): Promise<number[]>
}
