import { parseUnits } from 'viem'
import { SwapMessages } from './swap-errors.js'

/** A decimal the visitor may type: digits, one point. */
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/** The base units of a typed amount; undefined when it is not a positive number the token can hold. */
export function parseSwapAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  // More decimals than the token has would be rounded away: refused, not guessed.
  if (!DECIMAL.test(text) || (text.split('.')[1] ?? '').length > decimals) return undefined
  const units = parseUnits(text, decimals)
  return units > 0n ? units : undefined
}

export declare namespace checkSwap {
  type Input = {
    amount: string
    from: { decimals: number; native: boolean; balance: bigint } | undefined
    to: unknown
    nativeSymbol: string
    /** What the native coin holds, in wei. */
    nativeBalance: bigint
    /** The next transaction's fee in wei, once known. */
    feeWei: bigint | undefined
  }
  /** `blocked`: nothing to do yet (no token, no amount), which the button says rather than an error. */
  type Outcome = { units: bigint } | { blocked: 'token' | 'amount'; error?: string } | { error: string }
}

/**
 * Whether a swap may be sent, checked before anything reaches the wallet:
 * two tokens, a valid amount, no more than the balance, and, for the network
 * fee, enough of the native coin besides what a native swap sells.
 */
export function checkSwap({ amount, from, to, nativeSymbol, nativeBalance, feeWei }: checkSwap.Input): checkSwap.Outcome {
  if (!from || !to) return { blocked: 'token' }
  if (amount.trim() === '') return { blocked: 'amount' }
  const units = parseSwapAmount(amount, from.decimals)
  if (units === undefined) return { blocked: 'amount', error: SwapMessages.invalidAmount }
  if (units > from.balance) return { error: SwapMessages.insufficientBalance }
  const spent = (from.native ? units : 0n) + (feeWei ?? 0n)
  if (spent > nativeBalance)
    return { error: from.native && feeWei === undefined ? SwapMessages.insufficientBalance : SwapMessages.insufficientGas(nativeSymbol) }
  return { units }
}
