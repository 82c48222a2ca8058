import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * Passkey accounts between the frame and the worker (same origin). The worker
 * keeps a credential's id and public key, never a private key: it issues
 * challenges, checks ceremonies against them and hands out sessions. The
 * passkey is created in the first-party approval window (some browsers refuse
 * to create passkeys in cross-origin frames); the frame may assert only a
 * sign-in challenge, and checks that assertion against the public key the
 * worker returns before it shows any address, so a worker that swaps the key
 * is caught.
 */
export const PasskeyPaths = {
  challenge: '/auth/passkey/challenge',
  register: '/auth/passkey/register',
  signIn: '/auth/passkey/sign-in',
  /** An email or social account's smart account handed to a passkey: the worker's key stops owning it. */
  secure: '/auth/passkey/secure',
  /** A further passkey for the account's Safe: checked and held here until the Safe has it as an owner. */
  add: '/auth/passkey/add',
  /** Recorded once the chain shows the new passkey's signer among the Safe's owners. */
  addConfirm: '/auth/passkey/add/confirm',
  /**
   * A secured account whose visitor lost every passkey: its email or social identity's key, the
   * recovery module's guardian, proposes a new passkey as owner, which takes over only after the
   * module's delay, during which any of the account's passkeys cancels it.
   */
  recover: '/auth/passkey/recover',
  /** The proposed passkey made owner once the delay has passed, and recorded as the account's only passkey. */
  recoverFinish: '/auth/passkey/recover/finish',
} as const

/** How long a challenge may be answered, and it is answered once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000

const hex = (bytes?: number) => z.string().check(z.regex(bytes === undefined ? /^0x(?:[0-9a-fA-F]{2})+$/ : new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)))
const base64url = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(max))
const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** A challenge's id: the worker's random UUID. */
const challengeId = () => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

export const passkeyPurpose = lazy(() => z.enum(['register', 'sign-in', 'secure', 'add', 'recover']))
export type PasskeyPurpose = z.infer<ReturnType<typeof passkeyPurpose>>

export const passkeyChallengeBody = lazy(() => z.object({ purpose: passkeyPurpose() }))

/**
 * A challenge to sign, named by `challengeId`. `rpId` is the worker's host (the relying party);
 * a registration also gets the opaque user handle the new credential stores (`userId`).
 */
export const passkeyChallenge = lazy(() => z.object({ challengeId: challengeId(), challenge: hex(32), rpId: z.string(), userId: z.optional(hex(16)) }))
export type PasskeyChallenge = z.infer<ReturnType<typeof passkeyChallenge>>

/** A new credential as the browser made it (`navigator.credentials.create`), base64url fields as WebAuthn's JSON has them. */
export const passkeyRegistration = lazy(() => z.object({ id: base64url(1_024), clientDataJSON: base64url(4_096), attestationObject: base64url(16_384) }))
export type PasskeyRegistration = z.infer<ReturnType<typeof passkeyRegistration>>

export const passkeyRegisterBody = lazy(() => z.object({ challengeId: challengeId(), credential: passkeyRegistration() }))

/**
 * An assertion (`navigator.credentials.get`): `authenticatorData` and the DER `signature` as hex,
 * `clientDataJSON` as the text the browser wrote.
 */
export const passkeyAssertion = lazy(() =>
  z.object({ id: base64url(1_024), authenticatorData: hex(), clientDataJSON: z.string().check(z.maxLength(4_096)), signature: hex() }),
)
export type PasskeyAssertion = z.infer<ReturnType<typeof passkeyAssertion>>

export const passkeySignInBody = lazy(() => z.object({ challengeId: challengeId(), assertion: passkeyAssertion() }))

/**
 * Signed in with a passkey: a session, the credential, its public key (uncompressed P-256,
 * 0x04 ‖ x ‖ y) and the smart account it owns, which the frame derives again from the key.
 */
export const passkeySignedIn = lazy(() =>
  z.object({ token: z.string(), expiresAt: z.number(), credentialId: base64url(1_024), publicKey: hex(65), address: address() }),
)
export type PasskeySignedIn = z.infer<ReturnType<typeof passkeySignedIn>>

export const passkeySecureBody = lazy(() => z.object({ challengeId: challengeId(), credential: passkeyRegistration() }))

/**
 * The smart account secured: its only owner is now the passkey (`publicKey`, P-256 uncompressed),
 * and `transactionHash` made it so. The account's other addresses keep their worker-held keys.
 */
export const passkeySecured = lazy(() => z.object({ credentialId: base64url(1_024), publicKey: hex(65), address: address(), transactionHash: hex(32) }))
export type PasskeySecured = z.infer<ReturnType<typeof passkeySecured>>

export const passkeyAddBody = lazy(() => z.object({ challengeId: challengeId(), credential: passkeyRegistration() }))

/**
 * A further passkey, checked and waiting: `signer` is its own signer contract
 * (SafeWebAuthnSignerProxy, counterfactual until the operation that adds it deploys it), `safe` the
 * smart account it is to own. The worker records it only once the Safe has the signer as an owner.
 */
export const passkeyAddition = lazy(() => z.object({ credentialId: base64url(1_024), publicKey: hex(65), signer: address(), safe: address() }))
export type PasskeyAddition = z.infer<ReturnType<typeof passkeyAddition>>

export const passkeyAddConfirmBody = lazy(() => z.object({ credentialId: base64url(1_024) }))

export const passkeyRecoverBody = lazy(() => z.object({ challengeId: challengeId(), credential: passkeyRegistration() }))

/**
 * A recovery under way: the new passkey (`publicKey`) and its own signer contract (`signer`) are
 * proposed as the only owner of `safe` through the recovery `module`, which lets it take over from
 * `executeAfter` (unix seconds, chain time) unless one of the account's passkeys cancels first.
 */
export const passkeyRecovery = lazy(() =>
  z.object({
    credentialId: base64url(1_024),
    publicKey: hex(65),
    signer: address(),
    safe: address(),
    module: address(),
    executeAfter: z.number().check(z.int(), z.nonnegative()),
  }),
)
export type PasskeyRecovery = z.infer<ReturnType<typeof passkeyRecovery>>

export const passkeyRecoverFinishBody = lazy(() => z.object({ credentialId: base64url(1_024) }))
