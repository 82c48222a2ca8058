import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * The embedded-wallet API between the frame and the worker (same origin):
 * email login, email update, the session and the wallet's
 * requests. Both ends parse with these schemas.
 */

export const EMAIL_CODE_LENGTH = 6
export const EMAIL_LOGIN_COOLDOWN_S = 30
export const EMAIL_CODE_MAX_ATTEMPTS = 5

export const AuthPaths = {
  emailConnect: '/auth/email/connect',
  emailDevice: '/auth/email/device',
  emailDeviceApprove: '/auth/email/device/approve',
  emailOtp: '/auth/email/otp',
  emailUpdate: '/auth/email/update',
  emailUpdatePrimary: '/auth/email/update/primary',
  emailUpdateSecondary: '/auth/email/update/secondary',
  session: '/auth/session',
  walletRequest: '/auth/wallet/request',
  /** The embedded wallet's Solana signing (solana.ts `solanaWalletRequestBody`). */
  solanaRequest: '/auth/wallet/solana',
  signOut: '/auth/sign-out',
  devMailbox: '/dev/mailbox',
} as const

/**
 * Headers the frame sends on every auth call: the project it runs for and the
 * page it is embedded in. A session is bound to both; another's use is refused with 4100.
 */
export const AuthScopeHeaders = { project: 'X-Porthole-Project', pageOrigin: 'X-Porthole-Origin' } as const

export const emailAddress = lazy(() => z.pipe(z.string().check(z.trim(), z.maxLength(254), z.toLowerCase()), z.email()))
/** A random id the frame keeps per browser profile; VERIFY_DEVICE (after a correct code) approves it. */
export const deviceId = lazy(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)))
export const emailCode = lazy(() => z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits')))
const address = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))

const solanaAddress = lazy(() => z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)))

/** `solanaAddress`: the same identity's ed25519 account, kept by the worker like the EVM key. */
export const signedIn = lazy(() => z.object({ token: z.string(), address: address(), solanaAddress: solanaAddress(), expiresAt: z.number() }))
export type SignedInResult = z.infer<ReturnType<typeof signedIn>>

export const emailConnectBody = lazy(() => z.object({ email: emailAddress(), deviceId: deviceId(), token: z.optional(z.string().check(z.maxLength(128))) }))
export const emailDeviceBody = lazy(() => z.object({ email: emailAddress(), deviceId: deviceId() }))
export const emailOtpBody = lazy(() => z.object({ email: emailAddress(), deviceId: deviceId(), code: emailCode() }))

export const emailConnectResult = lazy(() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('VERIFY_DEVICE') }),
    z.object({ action: z.literal('VERIFY_OTP') }),
    z.object({ action: z.literal('CONNECT'), ...signedIn().shape }),
  ]),
)
export type EmailConnectResult = z.infer<ReturnType<typeof emailConnectResult>>
/** The code's answer: signed in, or (an existing account on a new device) VERIFY_DEVICE, which a correct code only reaches. */
export const emailOtpResult = lazy(() => z.union([signedIn(), z.object({ action: z.literal('VERIFY_DEVICE') })]))
export type EmailOtpResult = z.infer<ReturnType<typeof emailOtpResult>>

export const emailUpdateBody = lazy(() => z.object({ email: emailAddress() }))
export const emailUpdateOtpBody = lazy(() => z.object({ code: emailCode() }))
export const emailUpdateResult = lazy(() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
    z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
    z.object({ action: z.literal('UPDATED'), email: z.string() }),
  ]),
)
export type EmailUpdateResult = z.infer<ReturnType<typeof emailUpdateResult>>

const sessionPasskey = () => z.object({ credentialId: z.string(), publicKey: z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/)) })

export const sessionUser = lazy(() =>
  z.object({
    address: address(),
    /** Absent for a passkey account: Solana has no passkey account. */
    solanaAddress: z.optional(solanaAddress()),
    provider: z.string(),
    username: z.nullable(z.string()),
    expiresAt: z.number(),
    /** The counterfactual smart account the embedded key owns, where the project enables smart accounts. */
    smartAccountAddress: z.optional(address()),
    /** A passkey account's credential and public key (0x04 ‖ x ‖ y), which the frame compares with what it stored at sign-in. */
    passkey: z.optional(sessionPasskey()),
    /** An email or social account whose smart account a passkey secured: that passkey, which alone signs for the smart account. */
    smartAccountPasskey: z.optional(sessionPasskey()),
  }),
)
export type SessionUser = z.infer<ReturnType<typeof sessionUser>>

/** Methods the worker signs for an embedded wallet. */
export const EmbeddedMethods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const
export type EmbeddedMethod = (typeof EmbeddedMethods)[number]

/**
 * `wallet_sendCalls` reaches the worker only for a smart account: its calls go
 * out as one UserOperation (params: `[{ calls: SmartAccountCall[] }]`), and the
 * answer is the transaction hash that included it.
 */
export const WorkerWalletMethods = [...EmbeddedMethods, 'wallet_sendCalls'] as const

export const walletRequestBody = lazy(() =>
  z.object({
    chainId: z.number().check(z.int(), z.positive()),
    method: z.enum(WorkerWalletMethods),
    params: z.array(z.unknown()).check(z.maxLength(4)),
    /** Which of the key's accounts acts: its own (eoa, the default) or the smart account it owns. */
    accountType: z.optional(z.enum(['eoa', 'smartAccount'])),
  }),
)
export type WalletRequestBody = z.infer<ReturnType<typeof walletRequestBody>>

export const walletRequestResult = lazy(() => z.object({ result: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) }))

export const devMailMessage = lazy(() => z.object({ id: z.number(), to: z.string(), subject: z.string(), body: z.string(), sentAt: z.number() }))
export type DevMailMessage = z.infer<ReturnType<typeof devMailMessage>>
