/**
 * Account types of an embedded wallet. eip155 prefers a smart account where
 * the project enables one on the active network; every other family, and any
 * network without one, uses the key's own account (eoa). A smart-account error
 * falls back to eoa.
 */
export const AccountTypes = ['eoa', 'smartAccount'] as const
export type AccountType = (typeof AccountTypes)[number]
