import { describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { formatAmount, formatBalance, formatFiat, truncateAddress } from './format.js'

describe('truncateAddress (4 leading, 6 trailing)', () => {
  it('keeps 0x and 4 characters, an ellipsis, and the last 6', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })
  it('leaves a string too short to shorten as it is', () => {
    expect(truncateAddress('0x1234567890')).toBe('0x1234567890')
  })
})

describe('formatBalance (3 decimals, floor)', () => {
  it.each([
    [0n, 18, '0.000'],
    [parseEther('10000'), 18, '10000.000'],
    [parseEther('1.9999'), 18, '1.999'],
    [parseEther('0.0009999'), 18, '0.000'],
    [parseEther('0.001'), 18, '0.001'],
    [123_456_789n, 8, '1.234'],
    [12_345n, 2, '123.450'],
    [5n, 0, '5.000'],
  ])('%s with %i decimals is %s', (value, decimals, text) => {
    expect(formatBalance(value, decimals)).toBe(text)
  })
})

describe('formatAmount (balances and activity, 3 decimals floored)', () => {
  it.each([
    ['0', '0.000'],
    ['1.5', '1.500'],
    ['998.5', '998.500'],
    ['1.99999', '1.999'],
    ['12345678901234567890.1', '12345678901234567890.100'],
  ])('%s is %s', (numeric, text) => {
    expect(formatAmount(numeric)).toBe(text)
  })
})

describe('formatFiat (2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [1.005, '$1.01'],
    [1234.5, '$1,234.50'],
  ])('%s is %s', (value, text) => {
    expect(formatFiat(value)).toBe(text)
  })
})
