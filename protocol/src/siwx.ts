import * as z from 'zod/mini'
import { caipChainId } from './chain-data.js'
import { lazy } from './lazy.js'

/**
 * Sign-in with X: the
 * frame asks the worker for a message (which carries a single-use nonce), has
 * the active connector sign it and hands the worker the signature; the worker
 * keeps the session and the page reads it with `porthole.siwx`.
 */

export const SiwxPaths = {
  nonce: '/siwx/v1/nonce',
  verify: '/siwx/v1/verify',
  signOut: '/siwx/v1/sign-out',
} as const

/** A sign-in request expires between 5 minutes and 7 days. */
export const SIWX_MIN_EXPIRY_S = 5 * 60
export const SIWX_MAX_EXPIRY_S = 7 * 24 * 60 * 60
/** How long an issued nonce may wait for its signature. */
export const SIWX_NONCE_TTL_S = 10 * 60

/** What a project stores (and the snippet may ask for) to turn sign-in on. */
export const siwxProjectConfig = lazy(() =>
  z.object({
    required: z.boolean(),
    statement: z.optional(z.string().check(z.maxLength(280), z.regex(/^[^\n]*$/))),
    resources: z.optional(z.array(z.url()).check(z.maxLength(16))),
    expirySeconds: z.number().check(z.int(), z.gte(SIWX_MIN_EXPIRY_S), z.lte(SIWX_MAX_EXPIRY_S)),
    /** Disconnect clears sign-in sessions when configured. */
    clearOnDisconnect: z.boolean(),
  }),
)
export type SiwxProjectConfig = z.infer<ReturnType<typeof siwxProjectConfig>>

const evmAddress = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))
const solanaAddress = lazy(() => z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)))
const isoTime = lazy(() => z.iso.datetime({ offset: true }))

/** The sign-in message fields; `serializedMessage` is exactly what is signed. */
export const siwxMessage = lazy(() =>
  z.object({
    accountAddress: z.union([evmAddress(), solanaAddress()]),
    chainId: caipChainId(),
    domain: z.string().check(z.maxLength(253)),
    uri: z.url(),
    version: z.literal('1'),
    nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)),
    statement: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
    requestId: z.optional(z.string()),
    issuedAt: isoTime(),
    expirationTime: isoTime(),
    notBefore: z.optional(isoTime()),
    serializedMessage: z.string().check(z.maxLength(8_192)),
  }),
)
export type SiwxMessage = z.infer<ReturnType<typeof siwxMessage>>

/**
 * The frame asks for a message for the page origin it accepted in the
 * handshake. Without an account (WalletConnect's one-click `authenticate`,
 * where the wallet picks the account and chain) the answer is a request
 * without `accountAddress` and `serializedMessage`, and the nonce is bound
 * to the project, page and family only.
 */
export const siwxNonceBody = lazy(() =>
  z.object({
    projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    origin: z.url({ protocol: /^https?$/ }),
    accountAddress: z.optional(z.union([evmAddress(), solanaAddress()])),
    chainId: caipChainId(),
  }),
)

/** A sign-in request for a wallet that writes the message itself (WalletConnect `authenticate`). */
export const siwxRequest = lazy(() => z.omit(siwxMessage(), { accountAddress: true, serializedMessage: true }))
export type SiwxRequest = z.infer<ReturnType<typeof siwxRequest>>
export type SiwxNonceBody = z.infer<ReturnType<typeof siwxNonceBody>>

export const siwxVerifyBody = lazy(() =>
  z.object({
    projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    message: z.string().check(z.maxLength(8_192)),
    /** 0x hex for EVM, base58 for Solana. */
    signature: z.string().check(z.maxLength(20_000)),
  }),
)

/** What the page receives: enough for its backend to verify the sign-in itself. */
export const siwxSession = lazy(() =>
  z.object({
    id: z.string(),
    address: z.string(),
    chainId: caipChainId(),
    expiresAt: z.number(),
    message: z.string(),
    signature: z.string(),
  }),
)
export type SiwxSession = z.infer<ReturnType<typeof siwxSession>>

export const siwxSignOutBody = lazy(() =>
  z.object({ projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), sessionId: z.string().check(z.regex(/^[0-9a-f]{48}$/)) }),
)
