import { EMAIL_LOGIN_COOLDOWN_S, lazy, SOLANA_ADDRESS_PATTERN, type AccountType } from '@porthole/protocol'
import * as z from 'zod/mini'
import { type KeyValueStorage, tolerantStorage } from '../storage/index.js'

/**
 * The embedded wallet's part of the frame origin's storage: the session
 * (token, address, expiry; never a key, which stays in the worker), a device
 * id, and the email, social username, login-used flag, last email login
 * time and last used chain, with the clearing rules.
 */

export const EmbeddedKeys = {
  session: 'porthole:embedded:session',
  deviceId: 'porthole:embedded:deviceId',
  email: 'porthole:email',
  socialUsername: 'porthole:socialUsername',
  emailLoginUsed: 'porthole:emailLoginUsed',
  lastEmailLoginTime: 'porthole:lastEmailLoginTime',
  lastUsedChain: 'porthole:lastUsedChain',
} as const

const storedPasskey = () => z.object({ credentialId: z.string().check(z.maxLength(1024)), publicKey: z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/)) })

const storedSession = lazy(() =>
  z.object({
    token: z.string().check(z.maxLength(128)),
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    /** The same identity's Solana account; absent from sessions stored before the worker made one. */
    solanaAddress: z.optional(z.string().check(z.regex(SOLANA_ADDRESS_PATTERN))),
    expiresAt: z.number(),
    provider: z.string().check(z.maxLength(32)),
    username: z.optional(z.nullable(z.string().check(z.maxLength(320)))),
    /** A passkey account's credential and public key as the frame checked them at sign-in: a later session check must name the same. */
    passkey: z.optional(storedPasskey()),
    /**
     * An email or social account whose smart account the visitor secured with a passkey: that
     * passkey alone signs for the smart account. The account's own address stays the worker's.
     */
    smartAccountPasskey: z.optional(storedPasskey()),
    /** The passkey this browser proposed in a recovery under way: it finishes the recovery once the delay has passed. */
    recoveryPasskey: z.optional(storedPasskey()),
  }),
)
export type StoredSession = z.infer<ReturnType<typeof storedSession>>

/** The passkey that signs for the acting account: a passkey account's own, or a secured account's while its smart account acts. */
export const signingPasskey = (session: StoredSession | undefined, accountType: AccountType | undefined) =>
  session?.passkey ?? (accountType === 'smartAccount' ? session?.smartAccountPasskey : undefined)

export type EmbeddedStorage = {
  readSession(): StoredSession | undefined
  writeSession(session: StoredSession): void
  deviceId(): string
  /** Seconds until another email login may start, 0 when it may. */
  emailCooldownLeft(now: number): number
  emailLoginRequested(now: number): void
  /** Login success: the email, the used flag, and no last login time. */
  emailLoginSucceeded(email: string): void
  socialLoginSucceeded(username: string | undefined): void
  readLastUsedChain(): string | undefined
  writeLastUsedChain(caipNetworkId: string): void
  readEmail(): string | undefined
  /** Disconnect or a failed connection check: the flag, email, last chain and social username go, and the session. */
  clearSignIn(): void
}

export function createEmbeddedStorage(storage: KeyValueStorage): EmbeddedStorage {
  // Blocked or full storage: the sign-in just does not survive a reload.
  const { get, set, remove } = tolerantStorage(storage)
  return {
    readSession() {
      try {
        const text = get(EmbeddedKeys.session)
        return text === undefined ? undefined : storedSession().safeParse(JSON.parse(text)).data
      } catch {
        return undefined
      }
    },
    writeSession: (session) => set(EmbeddedKeys.session, JSON.stringify(session)),
    deviceId() {
      const existing = get(EmbeddedKeys.deviceId)
      if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing
      const created = crypto.randomUUID().replaceAll('-', '')
      set(EmbeddedKeys.deviceId, created)
      return created
    },
    emailCooldownLeft(now) {
      const last = Number(get(EmbeddedKeys.lastEmailLoginTime))
      if (!Number.isFinite(last) || last <= 0) return 0
      const left = Math.ceil((last + EMAIL_LOGIN_COOLDOWN_S * 1000 - now) / 1000)
      return left > 0 ? Math.min(left, EMAIL_LOGIN_COOLDOWN_S) : 0
    },
    emailLoginRequested: (now) => set(EmbeddedKeys.lastEmailLoginTime, String(now)),
    emailLoginSucceeded(email) {
      set(EmbeddedKeys.email, email)
      set(EmbeddedKeys.emailLoginUsed, 'true')
      remove(EmbeddedKeys.lastEmailLoginTime)
    },
    socialLoginSucceeded(username) {
      if (username) set(EmbeddedKeys.socialUsername, username)
    },
    readLastUsedChain: () => get(EmbeddedKeys.lastUsedChain),
    writeLastUsedChain: (caipNetworkId) => set(EmbeddedKeys.lastUsedChain, caipNetworkId),
    readEmail: () => get(EmbeddedKeys.email),
    clearSignIn() {
      for (const key of [EmbeddedKeys.session, EmbeddedKeys.emailLoginUsed, EmbeddedKeys.email, EmbeddedKeys.lastUsedChain, EmbeddedKeys.socialUsername])
        remove(key)
    },
  }
}
