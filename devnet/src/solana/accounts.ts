import { createHash } from 'node:crypto'
import { address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/**
 * The local Solana cluster's CAIP-2 id. CAIP-30 names Solana chains by their
 * genesis hash, but a local validator's changes with every start, so wallets
 * (the Wallet Standard's `solana:localnet`) name it by role, as we do.
 */
export const SOLANA_LOCALNET = 'solana:localnet'

/** Lamports per SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** Every seeded account holds this much SOL. */
export const SEEDED_SOL = 1_000n

/**
 * Fixed development keypairs: each secret is SHA-256 of `porthole-solana-<label>`,
 * so the addresses never change and tests can sign for them. Never use them elsewhere.
 */
export const SOLANA_ACCOUNTS = [
  address('VrJQrV5pwJF3pwR56Uununvh4Pw2TN8hcDRxTbJYF9r'),
  address('BxhSeF5U76L2aC3KYveKs66gwjnt3sxx5LXUDXo9crp2'),
  address('DC6V2nZHeTXT2Ze2f2sxWLkEfrZm51zSMH5JakafNePp'),
  address('Hc5b4MuUAiJopSxmZNtKWcpavPDSKgU25eLS77NzviyD'),
] as const

/** The USDC-like SPL mint (6 decimals) and what each seeded account holds of it (1000 and 250 USDC). */
export const SOLANA_USDC = {
  mint: address('8FEGhWBf1LYs78SRct51ysGbAeRT4VvfEvJN2Jo6jast'),
  authority: address('CE2K4GKv2vvhrHGLXUtQmMVQFGAAEryFLbDaLw6255gM'),
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin (local)',
  holdings: [1_000_000_000n, 250_000_000n, 0n, 0n],
} as const

/** The signer of a fixed keypair: `account-0` … `account-3`, `usdc-mint`, `usdc-authority`. */
export function localSigner(label: string): Promise<KeyPairSigner> {
  const secret = createHash('sha256').update(`porthole-solana-${label}`).digest()
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(secret))
}
