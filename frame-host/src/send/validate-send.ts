import { familyOf, isFullySupported, Messages } from '@porthole/protocol'
import { parseUnits } from 'viem'
import type { TokenBalance } from '../shared-state/index.js'

/** Send messages, then the checks the spec leaves to us. */
export const SendErrors = {
  amountAndReceiver: 'An amount and receiver address are required',
  token: 'A token is required',
  unsupportedChain: Messages.unsupportedChain,
  invalidAmount: 'Enter a valid amount',
  invalidReceiver: 'Enter a valid receiver address or name',
  insufficient: 'Insufficient balance',
} as const

export type SendRequest = {
  token?: TokenBalance | undefined
  amount: string
  /** The receiver's address once known; the typed text otherwise. */
  receiverAddress?: string | undefined
  receiverInput: string
  namespace: string | undefined
}

/** A decimal the visitor may type: digits, one point. */
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/** The base units of a valid send, or the message that stops it. Nothing is sent on a message. */
export function validateSend({ token, amount, receiverAddress, receiverInput, namespace }: SendRequest): { units: bigint; to: string } | { error: string } {
  if (amount.trim() === '' || receiverInput.trim() === '') return { error: SendErrors.amountAndReceiver }
  if (!token) return { error: SendErrors.token }
  // Sending on a chain of a partly supported family is 'Unsupported chain'.
  if (!isFullySupported(namespace)) return { error: SendErrors.unsupportedChain }
  const text = amount.trim()
  // More decimals than the token has would be rounded away: refused, not guessed.
  if (!DECIMAL.test(text) || (text.split('.')[1] ?? '').length > token.decimals) return { error: SendErrors.invalidAmount }
  let units: bigint
  try {
    units = parseUnits(text, token.decimals)
  } catch {
    return { error: SendErrors.invalidAmount }
  }
  if (units <= 0n) return { error: SendErrors.invalidAmount }
  if (units > parseUnits(token.numeric, token.decimals)) return { error: SendErrors.insufficient }
  const to = receiverAddress ?? receiverInput.trim()
  // The family's own address form (an EVM address's case is a checksum, not checked here).
  if (!familyOf(namespace).address.test(to)) return { error: SendErrors.invalidReceiver }
  return { units, to }
}
