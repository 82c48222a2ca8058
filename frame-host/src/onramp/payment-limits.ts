import type { PaymentCurrency } from '@porthole/protocol'

/** The payment methods Buy offers, by the ids of the limits. */
export const PaymentMethods = [
  { id: 'card', label: 'Card' },
  { id: 'ach_bank_account', label: 'Bank transfer' },
] as const
export type PaymentMethodId = (typeof PaymentMethods)[number]['id']

/** Digits with at most two decimals: what a fiat amount is typed as. */
const FIAT_AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/

/**
 * Why the amount cannot be bought with this currency and method, or
 * undefined when it can: the limits (card 10.00-7500.00, bank transfer
 * 10.00-25000.00 by default), or whatever the provider's options say.
 */
export function amountProblem(amount: string, currency: PaymentCurrency | undefined, method: PaymentMethodId): string | undefined {
  if (amount.trim() === '') return 'Enter an amount'
  if (!FIAT_AMOUNT.test(amount)) return 'Enter an amount with at most 2 decimals'
  const limits = currency?.payment_method_limits.find((l) => l.id === method)
  if (!currency || !limits) return 'This payment method is not available for this currency'
  const value = Number(amount)
  if (value < Number(limits.min) || value > Number(limits.max)) return `Enter between ${limits.min} and ${limits.max} ${currency.id}`
  return undefined
}
