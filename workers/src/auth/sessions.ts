import { bytesToHex } from 'viem'
import type { SessionScope } from './session-scope.js'

/**
 * Session tokens: opaque random values handed to the frame once; D1 keeps only
 * their SHA-256, an expiry and a revocation time, so a leaked table cannot be replayed.
 */

const DEFAULT_TTL_SECONDS = 7 * 24 * 60 * 60

/**
 * `scope`: the project and page origin the session is bound to, once a frame has used it.
 * `credentialId`: the passkey a passkey account's session signed in with.
 */
export type Session = { accountId: string; expiresAt: number; scope: SessionScope | undefined; credentialId: string | undefined }

export async function hashToken(token: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))))
}

/** Session lifetime: SESSION_TTL_SECONDS when set to a positive integer, else 7 days. */
function ttlSeconds(env: Env): number {
  const value = Number(env.SESSION_TTL_SECONDS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TTL_SECONDS
}

export async function issueSession(
  env: Env,
  accountId: string,
  deviceId?: string,
  scope?: SessionScope,
  credentialId?: string,
): Promise<{ token: string; expiresAt: number }> {
  // 'ph_' keeps tokens recognisable in logs; 24 random bytes are 192 bits.
  const token = `ph_${bytesToHex(crypto.getRandomValues(new Uint8Array(24))).slice(2)}`
  const now = Date.now()
  const expiresAt = now + ttlSeconds(env) * 1000
  await env.DB.prepare(
    'INSERT INTO sessions (token_hash, account_id, device_id, expires_at, created_at, project_id, page_origin, credential_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(await hashToken(token), accountId, deviceId ?? null, expiresAt, now, scope?.projectId ?? null, scope?.pageOrigin ?? null, credentialId ?? null)
    .run()
  return { token, expiresAt }
}

/** The live session of a token, or undefined when unknown, expired or revoked. */
export async function findSession(env: Env, token: string): Promise<Session | undefined> {
  const row = await env.DB.prepare(
    'SELECT account_id, expires_at, project_id, page_origin, credential_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL',
  )
    .bind(await hashToken(token))
    .first<{ account_id: string; expires_at: number; project_id: string | null; page_origin: string | null; credential_id: string | null }>()
  if (!row || row.expires_at <= Date.now()) return undefined
  const scope = row.project_id === null ? undefined : { projectId: row.project_id, pageOrigin: row.page_origin }
  return { accountId: row.account_id, expiresAt: row.expires_at, scope, credentialId: row.credential_id ?? undefined }
}

/** Binds an unbound session to the scope of the first frame that uses it; false when another bound it first. */
export async function bindSession(env: Env, token: string, scope: SessionScope): Promise<boolean> {
  const bound = await env.DB.prepare('UPDATE sessions SET project_id = ?, page_origin = ? WHERE token_hash = ? AND project_id IS NULL')
    .bind(scope.projectId, scope.pageOrigin, await hashToken(token))
    .run()
  return bound.meta.changes === 1
}

export async function revokeSession(env: Env, token: string): Promise<void> {
  await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    .bind(Date.now(), await hashToken(token))
    .run()
}

/** Every live session of the account but the one named: an email change signs the other browsers out. */
export async function revokeOtherSessions(env: Env, accountId: string, keepToken: string): Promise<void> {
  await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND token_hash <> ? AND revoked_at IS NULL')
    .bind(Date.now(), accountId, await hashToken(keepToken))
    .run()
}
