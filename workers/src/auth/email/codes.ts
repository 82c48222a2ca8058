import { AuthMessages, EMAIL_CODE_MAX_ATTEMPTS } from '@porthole/protocol'
import { hashToken } from '../sessions.js'

/**
 * One-time email codes: 6 random digits, valid 10 minutes, stored hashed; the
 * fifth wrong code burns the code and locks the address for 15 minutes.
 */

export const CODE_TTL_MS = 10 * 60_000
export const LOCKOUT_MS = 15 * 60_000

export type Purpose = 'login' | 'update-primary' | 'update-secondary'

export type CodeRow = {
  id: string
  email: string
  device_id: string
  code_hash: string
  expires_at: number
  created_at: number
  account_id: string | null
  new_email: string | null
}

export type Refusal = { status: number; body: { error: string; attemptsLeft?: number; retryAfter?: number } }

/** Six uniformly random digits (rejection sampling over 32-bit values). */
function randomCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1)) as unknown as [number]
    if (value < limit) return String(value % 1_000_000).padStart(6, '0')
  }
}

const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`)

/** Seconds left of a lockout of the address, or 0. */
export async function lockedFor(env: Env, email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT MAX(locked_until) AS until FROM email_codes WHERE email = ? AND locked_until > ?')
    .bind(email, Date.now())
    .first<{ until: number | null }>()
  return row?.until ? Math.ceil((row.until - Date.now()) / 1000) : 0
}

export const lockedOut = (retryAfter: number): Refusal => ({ status: 429, body: { error: AuthMessages.lockedOut, retryAfter } })

/** Creates a code (superseding earlier unused ones of the same purpose and address) and returns it for the mail. */
export async function createCode(
  env: Env,
  input: { purpose: Purpose; email: string; deviceId: string; accountId?: string; newEmail?: string },
): Promise<string> {
  const id = crypto.randomUUID()
  const code = randomCode()
  const now = Date.now()
  await env.DB.batch([
    env.DB.prepare('UPDATE email_codes SET used_at = ? WHERE email = ? AND purpose = ? AND used_at IS NULL').bind(now, input.email, input.purpose),
    env.DB.prepare(
      'INSERT INTO email_codes (id, purpose, email, device_id, code_hash, expires_at, account_id, new_email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(id, input.purpose, input.email, input.deviceId, await codeHash(id, code), now + CODE_TTL_MS, input.accountId ?? null, input.newEmail ?? null, now),
  ])
  return code
}

/** The newest unused code of a purpose, by address or by the account it updates. */
export async function pendingCode(env: Env, purpose: Purpose, by: { email: string } | { accountId: string }): Promise<CodeRow | undefined> {
  const [column, value] = 'email' in by ? ['email', by.email] : ['account_id', by.accountId]
  const row = await env.DB.prepare(
    `SELECT id, email, device_id, code_hash, expires_at, created_at, account_id, new_email FROM email_codes
     WHERE ${column} = ? AND purpose = ? AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(value, purpose)
    .first<CodeRow>()
  return row ?? undefined
}

/**
 * Checks a code against a pending row in one conditional UPDATE: it counts the
 * attempt, uses the code when it matches, burns it and locks the address on
 * the last wrong one, and changes nothing while the address is locked or the
 * code is used or expired. Concurrent attempts are serialised by the database,
 * so once a code is used or the address locked no later attempt gets through.
 */
export async function checkCode(env: Env, row: CodeRow | undefined, code: string): Promise<{ ok: true; row: CodeRow } | { ok: false; refusal: Refusal }> {
  if (!row) return { ok: false, refusal: { status: 400, body: { error: AuthMessages.noCode } } }
  const now = Date.now()
  const attempt = await env.DB.prepare(
    `UPDATE email_codes SET
       attempts = attempts + 1,
       used_at = CASE WHEN code_hash = ?1 OR attempts + 1 >= ?2 THEN ?3 END,
       locked_until = CASE WHEN code_hash <> ?1 AND attempts + 1 >= ?2 THEN ?4 END
     WHERE id = ?5 AND used_at IS NULL AND expires_at > ?3
       AND NOT EXISTS (SELECT 1 FROM email_codes WHERE email = ?6 AND locked_until > ?3)
     RETURNING attempts, code_hash = ?1 AS matched`,
  )
    .bind(await codeHash(row.id, code), EMAIL_CODE_MAX_ATTEMPTS, now, now + LOCKOUT_MS, row.id, row.email)
    .first<{ attempts: number; matched: number }>()
  if (attempt === null) return { ok: false, refusal: await whyRefused(env, row, now) }
  if (attempt.matched === 1) return { ok: true, row }
  if (attempt.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return { ok: false, refusal: lockedOut(LOCKOUT_MS / 1000) }
  return { ok: false, refusal: { status: 400, body: { error: AuthMessages.invalidCode, attemptsLeft: EMAIL_CODE_MAX_ATTEMPTS - attempt.attempts } } }
}

/** Why the attempt changed nothing, for its answer: a lock, an expired code, or one already used. */
async function whyRefused(env: Env, row: CodeRow, now: number): Promise<Refusal> {
  const locked = await lockedFor(env, row.email)
  if (locked > 0) return lockedOut(locked)
  if (row.expires_at <= now) return { status: 400, body: { error: AuthMessages.codeExpired } }
  return { status: 400, body: { error: AuthMessages.noCode } }
}
