/** Who the test wallet is: shared by the wallet in the page and the specs in Node. */
export const TEST_WALLET = {
  name: 'Test Wallet',
  rdns: 'dev.porthole.testwallet',
  uuid: '5b0b5f3e-7d0c-4a53-9a47-0d5e7e5c2f11',
  icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f6f4f"/><path d="M8 11h16v12H8z" fill="#fff"/></svg>')}`,
  /** anvil account #1. */
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as const

export type TestWalletOptions = {
  /** RPC URL by chain id of the chains the wallet knows from the start. */
  chains: Record<number, string>
  /** Only `window.ethereum`, no EIP-6963: a wallet from before EIP-6963. */
  legacy?: boolean
  /** Another anvil account than #1, for specs that must not share its nonce with others running beside them. */
  privateKey?: `0x${string}`
}

/** `window.testWallet` in the page. */
export type TestWalletControl = {
  /** The next request (or the next of `method`: others the widget sends meanwhile pass) fails with 4001, as if the visitor said no. */
  rejectNextRequest(method?: string): void
  /** Methods asked so far on this page, in order. */
  requests(): string[]
  chains(): Record<string, string>
}
