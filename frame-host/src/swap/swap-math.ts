import { SWAP_SLIPPAGE_TOLERANCE } from '@porthole/protocol'
import { formatUnits } from 'viem'

/** Basis points in a whole, for integer percentages of base units. */
const BPS = 10_000n

/** The least the swap may deliver: the quote less the slippage tolerance (1 %), rounded down as the contract does. */
export function minimumReceived(toAmount: bigint, slippagePercent: number = SWAP_SLIPPAGE_TOLERANCE): bigint {
  return (toAmount * (BPS - BigInt(Math.round(slippagePercent * 100)))) / BPS
}

/** 1 FROM buys this many TO, from the quote's amounts in base units. */
export function rate(quote: { fromAmount: bigint; toAmount: bigint }, fromDecimals: number, toDecimals: number): number {
  const from = Number(formatUnits(quote.fromAmount, fromDecimals))
  return from === 0 ? 0 : Number(formatUnits(quote.toAmount, toDecimals)) / from
}

/**
 * Percent of the value lost between what goes in and what comes out, both at
 * their USD prices (AppKit's SwapCalculationUtil.getPriceImpact). Undefined
 * when either side has no price.
 */
export function priceImpact({
  fromAmount,
  fromPrice,
  toAmount,
  toPrice,
}: {
  fromAmount: number
  fromPrice: number
  toAmount: number
  toPrice: number
}): number | undefined {
  const input = fromAmount * fromPrice
  const output = toAmount * toPrice
  if (input <= 0 || toPrice <= 0) return undefined
  return ((input - output) / input) * 100
}

/** The wei a transaction may cost: its gas at the gas price. */
export const networkFeeWei = (gas: bigint, gasPrice: bigint): bigint => gas * gasPrice

/** The network fee in USD: gas × gas price in the native coin (18 decimals) × its price. */
export function networkFeeUsd(gas: bigint, gasPrice: bigint, nativePrice: number): number {
  return Number(formatUnits(networkFeeWei(gas, gasPrice), 18)) * nativePrice
}
