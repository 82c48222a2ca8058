/** Token balance, as the store keeps it: `address` plain (no CAIP prefix), absent for the native coin. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  decimals: number
  /** In whole tokens, as the API writes it (`quantity.numeric`). */
  numeric: string
  price: number
  value: number
  iconUrl?: string
}
