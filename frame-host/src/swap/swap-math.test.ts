import { describe, expect, it } from 'vitest'
import { minimumReceived, networkFeeUsd, priceImpact, rate } from './swap-math.js'

describe('swap math (AppKit SwapCalculationUtil)', () => {
  it('the minimum received is the quote less 1 %, rounded down like the contract', () => {
    expect(minimumReceived(2_970_000_000n)).toBe(2_940_300_000n)
    expect(minimumReceived(101n)).toBe(99n)
  })

  it('price impact: the value lost at USD prices, undefined without a price', () => {
    expect(priceImpact({ fromAmount: 1, fromPrice: 3000, toAmount: 2970, toPrice: 1 })).toBeCloseTo(1)
    expect(priceImpact({ fromAmount: 1, fromPrice: 3000, toAmount: 2970, toPrice: 0 })).toBeUndefined()
  })

  it('the fee in fiat is gas × gas price in the coin × its price; the rate is per whole FROM token', () => {
    expect(networkFeeUsd(150_000n, 1_000_000_000n, 3000)).toBeCloseTo(0.45)
    expect(rate({ fromAmount: 10n ** 18n, toAmount: 2_970_000_000n }, 18, 6)).toBe(2970)
  })
})
