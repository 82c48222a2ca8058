import * as z from 'zod/mini'
import { lazy } from './lazy.js'
import { solanaAccounts, solanaAddress } from './solana.js'

/**
 * Solana requests across the channel and the worker, in WalletConnect's Solana
 * JSON-RPC shapes (messages and signatures in base58, transactions as base64
 * wire bytes), so a page wallet, a WalletConnect peer and the embedded wallet
 * answer the same request the same way. A module of its own so the frame's
 * first paint, which needs only solana.ts, carries none of it.
 */

const base58 = lazy(() => z.string().check(z.maxLength(20_000), z.regex(/^[1-9A-HJ-NP-Za-km-z]*$/)))
/** A transaction's wire bytes: at most 1232 bytes on the wire, so 1644 base64 characters. */
const base64Transaction = lazy(() => z.string().check(z.minLength(4), z.maxLength(1_700), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)))

/** Commitment values. */
export const Commitments = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

export const SolanaMethods = {
  requestAccounts: 'solana_requestAccounts',
  getAccounts: 'solana_getAccounts',
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAllTransactions: 'solana_signAllTransactions',
  signAndSendTransaction: 'solana_signAndSendTransaction',
} as const

/**
 * Params of each signing method. Sign-message needs message and
 * pubkey; sign-transaction needs transaction; multi-sign needs a transactions list.
 */
export const solanaParams = {
  solana_signMessage: lazy(() => z.object({ message: base58().check(z.minLength(1)), pubkey: solanaAddress() })),
  solana_signTransaction: lazy(() => z.object({ transaction: base64Transaction(), pubkey: z.optional(solanaAddress()) })),
  solana_signAllTransactions: lazy(() =>
    z.object({ transactions: z.array(base64Transaction()).check(z.minLength(1), z.maxLength(32)), pubkey: z.optional(solanaAddress()) }),
  ),
  solana_signAndSendTransaction: lazy(() =>
    z.object({
      transaction: base64Transaction(),
      pubkey: z.optional(solanaAddress()),
      sendOptions: z.optional(
        z.object({
          skipPreflight: z.optional(z.boolean()),
          preflightCommitment: z.optional(z.enum(Commitments)),
          maxRetries: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
          minContextSlot: z.optional(z.number().check(z.int(), z.minimum(0))),
        }),
      ),
    }),
  ),
}
export type SolanaSigningMethod = keyof typeof solanaParams
export type SolanaParams<M extends SolanaSigningMethod> = z.infer<ReturnType<(typeof solanaParams)[M]>>

/** Results, as WalletConnect's Solana methods return them. */
export const solanaResults = {
  /** `solana_requestAccounts` / `solana_getAccounts`: addresses, the active first. */
  accounts: solanaAccounts,
  signature: lazy(() => z.object({ signature: base58().check(z.minLength(64), z.maxLength(88)) })),
  signedTransaction: lazy(() => z.object({ signature: z.optional(base58()), transaction: base64Transaction() })),
  signedTransactions: lazy(() => z.object({ transactions: z.array(base64Transaction()).check(z.maxLength(32)) })),
}

/** The embedded wallet's Solana signing at the worker (`AuthPaths.solanaRequest`); the frame sends what it signed. */
export const EmbeddedSolanaMethods = ['solana_signMessage', 'solana_signTransaction'] as const
export const solanaWalletRequestBody = lazy(() =>
  z.union([
    z.object({ method: z.literal('solana_signMessage'), params: solanaParams.solana_signMessage() }),
    z.object({ method: z.literal('solana_signTransaction'), params: solanaParams.solana_signTransaction() }),
  ]),
)
export type SolanaWalletRequestBody = z.infer<ReturnType<typeof solanaWalletRequestBody>>
/** `solana_signMessage` → signature; `solana_signTransaction` → signature and the signed transaction. */
export const solanaWalletRequestResult = lazy(() =>
  z.object({ signature: base58().check(z.minLength(64), z.maxLength(88)), transaction: z.optional(base64Transaction()) }),
)
export type SolanaWalletRequestResult = z.infer<ReturnType<typeof solanaWalletRequestResult>>
