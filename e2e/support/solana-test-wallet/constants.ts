/** Who the Solana test wallet is: shared by the wallet in the page and the specs in Node. */
export const SOLANA_TEST_WALLET = {
  name: 'Solana Test Wallet',
  icon: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b3fa0"/><path d="M8 11h16v12H8z" fill="#fff"/></svg>')}`,
  /** The local cluster's seeded `account-1` (1000 SOL, 250 USDC): its secret is SHA-256 of `porthole-solana-account-1`. */
  label: 'account-1',
  address: 'BxhSeF5U76L2aC3KYveKs66gwjnt3sxx5LXUDXo9crp2',
} as const

export type SolanaTestWalletOptions = {
  /** The Solana JSON-RPC `signAndSendTransaction` sends through (the local cluster). */
  rpcUrl: string
  /** Another seeded keypair than `account-1` (devnet/src/solana/accounts.ts labels), for specs that must not share its balance. */
  label?: string
}

/** `window.solanaTestWallet` in the page. */
export type SolanaTestWalletControl = {
  /** The next feature call fails with 4001, as if the visitor said no. */
  rejectNextRequest(): void
  /** Features called so far on this page, in order. */
  requests(): string[]
}
