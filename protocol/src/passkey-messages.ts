/**
 * What the frame's start says for passkey accounts (the dapp hears these too). The passkey flows'
 * own texts load with their code (passkey-flow-messages.ts).
 */
export const PasskeyMessages = {
  /** What a passkey account answers a request it cannot sign with its passkey yet (messages, typed data, batches, sessions). */
  cannotSignYet: 'This passkey account cannot sign requests here yet. Nothing was signed.',
  /** A passkey account on a Solana network: Solana has no passkey account. */
  noSolana: 'Solana needs an email or wallet connection: a passkey account has no Solana account.',
} as const
