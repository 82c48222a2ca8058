/** What the page half of the family test wallets asks the Node half (which holds the keys) to do. */
export type FamilyWalletCall =
  | { kind: 'bitcoin:account' }
  | { kind: 'bitcoin:signMessage'; message: string }
  | { kind: 'bitcoin:signPsbt'; psbt: string; indexes: number[] }
  | { kind: 'polkadot:account' }
  | { kind: 'polkadot:signRaw'; data: string }
  | { kind: 'cosmos:account' }
  | { kind: 'cosmos:signArbitrary'; signer: string; data: string }

/** The names the page sees. */
export const FAMILY_WALLETS = {
  bitcoin: 'Porthole Bitcoin Test Wallet',
  polkadot: 'porthole-polkadot-test',
  cosmos: 'Keplr',
} as const

/** The binding Playwright exposes to the page (page.exposeFunction). */
export const FAMILY_BINDING = '__familyTestWallet'
