/** How loudly an approval warns: nothing, a caution (it lets someone else move funds), or danger (red, and a second confirmation). */
export type Warning = 'none' | 'caution' | 'danger'

const ORDER: readonly Warning[] = ['none', 'caution', 'danger']

/** The loudest of several warnings. */
export const loudest = (warnings: readonly Warning[]): Warning => warnings.reduce<Warning>((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'none')

/**
 * Amounts at or above uint96's maximum are "unlimited": no token has that much
 * supply, and wallets and dapps use such values (uint256, uint160 max) to mean "no limit".
 */
export const UNLIMITED_FROM = 2n ** 96n - 1n

/** A base-unit amount as the approval shows it: its digits, or 'unlimited'. */
export const amountOf = (amount: bigint): string => (amount >= UNLIMITED_FROM ? 'unlimited' : amount.toString())
