import type { Hex } from 'viem'
import type { PasskeyCredential } from './credentials.js'

/**
 * Passkeys made to be added to an account, checked but owning nothing yet: held until the chain
 * shows their signer contract among the Safe's owners, then moved to the account's credentials.
 */

/**
 * How long a passkey made to be added waits for its owner change: the visitor approves it and the
 * chain mines it within minutes. One never approved is forgotten after this, whenever another
 * addition is held, so the table holds no abandoned keys and needs no cron.
 */
export const ADDITION_TTL_MS = 24 * 60 * 60 * 1000

export type PasskeyAddition = PasskeyCredential & { signer: Hex; safe: Hex }

type Row = { credential_id: string; account_id: string; public_key: Hex; sign_count: number; signer: Hex; safe: Hex }

/** Held for the account; false when the credential is someone's already, or held for another account. */
export async function holdAddition(env: Env, addition: PasskeyAddition): Promise<boolean> {
  const taken = await env.DB.prepare('SELECT 1 FROM passkey_credentials WHERE credential_id = ?').bind(addition.credentialId).first()
  if (taken) return false
  const now = Date.now()
  const [, held] = await env.DB.batch([
    env.DB.prepare('DELETE FROM passkey_additions WHERE created_at <= ?').bind(now - ADDITION_TTL_MS),
    env.DB.prepare(
      'INSERT INTO passkey_additions (credential_id, account_id, public_key, sign_count, signer, safe, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(credential_id) DO NOTHING',
    ).bind(addition.credentialId, addition.accountId, addition.publicKey, addition.signCount, addition.signer, addition.safe, now),
  ])
  return held!.meta.changes === 1
}

/** Held for the account and not yet forgotten. */
export async function findAddition(env: Env, accountId: string, credentialId: string): Promise<PasskeyAddition | undefined> {
  const row = await env.DB.prepare(
    'SELECT credential_id, account_id, public_key, sign_count, signer, safe FROM passkey_additions WHERE credential_id = ? AND account_id = ? AND created_at > ?',
  )
    .bind(credentialId, accountId, Date.now() - ADDITION_TTL_MS)
    .first<Row>()
  return row
    ? { credentialId: row.credential_id, accountId: row.account_id, publicKey: row.public_key, signCount: row.sign_count, signer: row.signer, safe: row.safe }
    : undefined
}

/** The addition becomes one of the account's passkeys, in one batch; false when it was recorded already. */
export async function recordAddition(env: Env, addition: PasskeyAddition): Promise<boolean> {
  const [recorded] = await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO passkey_credentials (credential_id, account_id, public_key, sign_count, signer, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(credential_id) DO NOTHING',
    ).bind(addition.credentialId, addition.accountId, addition.publicKey, addition.signCount, addition.signer, Date.now()),
    env.DB.prepare('DELETE FROM passkey_additions WHERE credential_id = ?').bind(addition.credentialId),
  ])
  return recorded!.meta.changes === 1
}
