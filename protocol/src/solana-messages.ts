/**
 * What a malformed Solana request is told (the rules, stated). A module of its own: the approval
 * window's Solana decoding names them without the request schemas, whose checks would join its entry.
 */
export const SolanaMessages = {
  signMessage: 'Invalid params: sign-message needs message and pubkey',
  signTransaction: 'Invalid params: sign-transaction needs transaction',
  signAll: 'Invalid params: multi-sign needs a transactions list',
  address: 'Invalid Solana address: base58, 32 to 44 characters',
  undecodable: 'Invalid params: the transaction does not decode',
  notSigner: 'The transaction is not to be signed by the connected account',
} as const
