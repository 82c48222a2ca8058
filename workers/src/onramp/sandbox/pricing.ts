import { FIXED_USD } from '../../chain-data/prices/fixed-table.js'
import { OnrampRequestError } from '../provider.js'

/**
 * The sandbox's fees, inside the 1-2 % range: 1.25 % to the provider
 * and 0.25 % for the network, in basis points of the fiat amount.
 */
const SANDBOX_FEE_BPS = 125n
const SANDBOX_NETWORK_FEE_BPS = 25n

/** Fiat the sandbox takes, in USD per unit: the price table is in USD, and EUR converts at a fixed development rate. */
const USD_PER_FIAT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }

/** The limits, widest of its payment methods (card 10.00-7500.00, bank transfer 10.00-25000.00). */
const MIN_CENTS = 1_000n
const MAX_CENTS = 2_500_000n

export type SandboxPrice = {
  /** Cents the visitor pays, the fee, the network fee, and what buys the coin. */
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** What the visitor receives, as a decimal string with at most `decimals` (and 6) decimals. */
  purchaseAmount: string
}

const toCents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.')
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

export const centsText = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`

/** `amount` of fiat (digits, at most 2 decimals) buys this much of `symbol`, priced by the worker's price table. */
export function sandboxPrice(amount: string, fiat: string, symbol: string, decimals: number): SandboxPrice {
  const usdPerFiat = USD_PER_FIAT[fiat]
  if (usdPerFiat === undefined) throw new OnrampRequestError(`The sandbox takes USD or EUR, not ${fiat}`)
  const usdPerCoin = FIXED_USD[symbol]
  if (usdPerCoin === undefined) throw new OnrampRequestError(`The sandbox has no price for ${symbol}`)
  const totalCents = toCents(amount)
  if (totalCents < MIN_CENTS || totalCents > MAX_CENTS)
    throw new OnrampRequestError(`The amount must be between ${centsText(MIN_CENTS)} and ${centsText(MAX_CENTS)} ${fiat}`)
  const feeCents = (totalCents * SANDBOX_FEE_BPS + 5_000n) / 10_000n
  const networkFeeCents = (totalCents * SANDBOX_NETWORK_FEE_BPS + 5_000n) / 10_000n
  const subtotalCents = totalCents - feeCents - networkFeeCents
  const places = Math.min(decimals, 6)
  const coins = (Number(subtotalCents) / 100) * (usdPerFiat / usdPerCoin)
  // Rounded to 12 digits first, so binary fractions (0.0985 × 10⁶ = 98499.99…) floor to what decimal arithmetic gives.
  const purchaseAmount = (Math.floor(Number((coins * 10 ** places).toPrecision(12))) / 10 ** places).toFixed(places).replace(/\.?0+$/, '')
  return { totalCents, feeCents, networkFeeCents, subtotalCents, purchaseAmount }
}
