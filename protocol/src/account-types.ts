/**
 * Account types of an embedded wallet. eip155 prefers a smart account where
 * the project enables one on the active network; every other family, and any
 * network without one, uses the key's own account (eoa). A smart-account error
 * falls back to eoa.
 */
export const AccountTypes = ['eoa', 'smartAccount'] as const
export type AccountType = (typeof AccountTypes)[number]

/** The account type each family starts with before the visitor chooses. */
export const DefaultAccountTypes = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' } as const
