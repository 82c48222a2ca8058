import { PASSKEY_CHALLENGE_TTL_MS, type PasskeyChallenge, type PasskeyPurpose } from '@porthole/protocol'
import { bytesToHex, type Hex } from 'viem'

/**
 * Passkey challenges: 32 random bytes the ceremony must sign, for one purpose, answered
 * at most once and only until they expire. A registration's challenge also names the new
 * account: its user handle is the account id's 16 bytes. A passkey made to secure an account
 * needs a user handle too (the browser refuses an empty one): random bytes, which name nothing.
 */

export type ConsumedChallenge = { challenge: Hex; userId: Hex | null }

/** The relying party is the worker's own host: the frame and the approval window run there. */
export const relyingPartyOf = (request: Request) => {
  const url = new URL(request.url)
  return { rpId: url.hostname, origin: url.origin }
}

export async function createChallenge(env: Env, request: Request, purpose: PasskeyPurpose): Promise<PasskeyChallenge> {
  const challengeId = crypto.randomUUID()
  const challenge = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  const userId = purpose === 'sign-in' ? undefined : userIdOf(crypto.randomUUID())
  const now = Date.now()
  // Old rows are never read again; each new challenge clears them, so the table stays small.
  await env.DB.batch([
    env.DB.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').bind(now),
    env.DB.prepare('INSERT INTO passkey_challenges (id, purpose, challenge, user_id, expires_at) VALUES (?, ?, ?, ?, ?)').bind(
      challengeId,
      purpose,
      challenge,
      userId ?? null,
      now + PASSKEY_CHALLENGE_TTL_MS,
    ),
  ])
  return { challengeId, challenge, rpId: relyingPartyOf(request).rpId, ...(userId ? { userId } : {}) }
}

/** The challenge, marked used in the same statement, or undefined when it is unknown, used, expired or for another purpose. */
export async function consumeChallenge(env: Env, id: string, purpose: PasskeyPurpose): Promise<ConsumedChallenge | undefined> {
  const now = Date.now()
  const row = await env.DB.prepare(
    'UPDATE passkey_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? AND purpose = ? RETURNING challenge, user_id',
  )
    .bind(now, id, now, purpose)
    .first<{ challenge: Hex; user_id: Hex | null }>()
  return row ? { challenge: row.challenge, userId: row.user_id } : undefined
}

/** A user handle and the account id it names: the same 16 bytes. */
const userIdOf = (accountId: string): Hex => `0x${accountId.replaceAll('-', '')}`

export const accountIdOf = (userId: Hex): string => {
  const hex = userId.slice(2)
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-')
}
