import { formatEther } from 'viem'
import { formatFiat } from '../format/index.js'
import type { TransactionCheck } from './prepare-transaction.js'

/** What ApproveTransaction says a transaction can cost, beside its to / value / data. */
export type TransactionCost = {
  /** The most it can take, in the native token: gas limit × max fee per gas + value. */
  maxCost: string
  /** The same in fiat, when the chain-data API priced the native token. */
  fiat: string | null
  /** Page-supplied gas or fee fields far above the frame's estimate. */
  inflated: string[]
  simulationError: string | null
}

/** Exact to the wei, never rounded down: the maximum shown must not be less than can be taken. */
export function describeCost(check: TransactionCheck, symbol: string, price: number | undefined): TransactionCost {
  const ether = formatEther(check.maxCost)
  return {
    maxCost: `${ether} ${symbol}`,
    fiat: price ? formatFiat(Number(ether) * price) : null,
    inflated: check.inflated,
    simulationError: check.simulationError ?? null,
  }
}
