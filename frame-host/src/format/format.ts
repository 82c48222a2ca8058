import { formatUnits } from 'viem'

/** 4 leading and 6 trailing characters, after the 0x: `0xf39F…b92266`. */
export function truncateAddress(address: string): string {
  if (address.length <= 2 + 4 + 6 + 1) return address
  return `${address.slice(0, 2 + 4)}…${address.slice(-6)}`
}

/** A balance with 3 decimals, rounded down (never shows more than is there). */
export function formatBalance(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.slice(0, 3).padEnd(3, '0')}`
}

/** Fiat: 2 decimals, e.g. `$1,234.50`. */
export function formatFiat(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}

/**
 * A decimal amount text (the API's `quantity.numeric`) with 3 decimals,
 * floored: balances and activity amounts both show 3.
 */
export function formatAmount(numeric: string): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return `${BigInt(whole).toString()}.${fraction.slice(0, 3).padEnd(3, '0')}`
}
