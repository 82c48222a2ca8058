/** What passkey accounts' failures say to the visitor (and, for a request, the dapp). */
export const PasskeyMessages = {
  cancelled: 'The passkey request was cancelled.',
  windowBlocked: 'Your browser blocked the passkey window. Allow pop-ups for this site, then try again.',
  keyMismatch: 'The server answered with a key that is not your passkey’s, so you were not signed in.',
  noSmartAccountNetwork: 'Passkey accounts need a network with smart accounts, and this site has none.',
  /** What a passkey account answers a request it cannot sign with its passkey yet (messages, typed data, batches, sessions). */
  cannotSignYet: 'This passkey account cannot sign requests here yet. Nothing was signed.',
  /** A smart account deploys a contract through a factory call, not a transaction without a recipient. */
  needsRecipient: 'A passkey account’s transaction needs a "to" address.',
  /** A passkey account on a Solana network: Solana has no passkey account. */
  noSolana: 'Solana needs an email or wallet connection: a passkey account has no Solana account.',
} as const
