/**
 * What every chain family tells the rest of Porthole about itself, so no code
 * outside the family modules (chain-families/) needs to name a family: look
 * one up in the registry (families.ts) and read it.
 */

/** Chain families the state, router and connectors are keyed by, the default (EVM) first. */
export const Namespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export type Namespace = (typeof Namespaces)[number]

/**
 * 'full': the dapp's own provider, balances, sending, sign-in and the embedded wallet.
 * 'partial': a page wallet or WalletConnect peer only, through `porthole.request`.
 */
export type FamilySupport = 'full' | 'partial'

/**
 * What a family's chains offer beyond connecting and signing: account names
 * (ENS), the worker's activity history, swaps, smart accounts and sessions,
 * and a wallet with an active chain to switch (EIP-3326, `chainChanged`).
 */
export const FamilyFeatures = ['names', 'activity', 'swaps', 'smartAccounts', 'chainSwitch'] as const
export type FamilyFeature = (typeof FamilyFeatures)[number]

export type ChainFamily<N extends Namespace = Namespace> = {
  /** The CAIP-2 namespace: the prefix of its network ids (`<namespace>:<reference>`) and account ids. */
  readonly namespace: N
  readonly support: FamilySupport
  /** The reference part of its CAIP-2 network ids. */
  readonly reference: RegExp
  /** Its addresses, as the page, frame and worker check them. */
  readonly address: RegExp
  /** Whether two addresses name the same account (EVM hex ignores case). */
  sameAddress(a: string, b: string): boolean
  /** The prefix of its Wallet Standard chain names (`solana:devnet`), for a family that has them. */
  readonly standardChainPrefix?: string
  /** The account type (or Bitcoin address purpose) the family starts with before the visitor chooses. */
  readonly defaultAccountType: string
  readonly features: readonly FamilyFeature[]
}
