/** A second EIP-6963 wallet beside the test wallet, for multi-wallet specs. It can only connect. */
export const SECOND_WALLET = {
  name: 'Second Wallet',
  rdns: 'dev.porthole.secondwallet',
  uuid: '9d3c1a52-4f0e-4b7c-8a61-2e5f7b9c0d13',
  icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6f2f4f"/><circle cx="16" cy="16" r="7" fill="#fff"/></svg>')}`,
  /** anvil account #2. */
  address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
} as const
