import type { Hex } from 'viem'

/**
 * Passkey accounts and their credentials. The worker keeps a credential's id, its public
 * key and its signature counter; the private key never leaves the visitor's authenticator.
 */

/** `signer`: the owner it signs for, its own signer contract; null for the account's first passkey, which signs through the shared signer. */
export type PasskeyCredential = { credentialId: string; accountId: string; publicKey: Hex; signCount: number; signer: Hex | null }

type CredentialRow = { credential_id: string; account_id: string; public_key: Hex; sign_count: number; signer: Hex | null }
const CREDENTIAL_COLUMNS = 'credential_id, account_id, public_key, sign_count, signer'
const fromRow = (row: CredentialRow): PasskeyCredential => ({
  credentialId: row.credential_id,
  accountId: row.account_id,
  publicKey: row.public_key,
  signCount: row.sign_count,
  signer: row.signer,
})

type NewPasskeyAccount = { accountId: string; address: Hex; credentialId: string; publicKey: Hex; signCount: number }

/**
 * The account (provider 'passkey', its subject its own id, no key) and its credential, written
 * together; false when the credential or its smart account is already someone's.
 */
export async function createPasskeyAccount(env: Env, account: NewPasskeyAccount): Promise<boolean> {
  const taken = await env.DB.prepare(
    'SELECT 1 FROM passkey_credentials WHERE credential_id = ? UNION ALL SELECT 1 FROM accounts WHERE address = ? OR id = ? LIMIT 1',
  )
    .bind(account.credentialId, account.address, account.accountId)
    .first()
  if (taken) return false
  const now = Date.now()
  await env.DB.batch([
    env.DB.prepare("INSERT INTO accounts (id, provider, subject, username, address, created_at) VALUES (?, 'passkey', ?, NULL, ?, ?)").bind(
      account.accountId,
      account.accountId,
      account.address,
      now,
    ),
    env.DB.prepare('INSERT INTO passkey_credentials (credential_id, account_id, public_key, sign_count, created_at) VALUES (?, ?, ?, ?, ?)').bind(
      account.credentialId,
      account.accountId,
      account.publicKey,
      account.signCount,
      now,
    ),
  ])
  return true
}

export async function findCredential(env: Env, credentialId: string): Promise<PasskeyCredential | undefined> {
  const row = await env.DB.prepare(`SELECT ${CREDENTIAL_COLUMNS} FROM passkey_credentials WHERE credential_id = ?`).bind(credentialId).first<CredentialRow>()
  return row ? fromRow(row) : undefined
}

/**
 * The counter an assertion reports. An authenticator that keeps one (any non-zero value) must
 * report more than it did last time: a counter that did not grow means a copy of the key signs too,
 * and the sign-in is refused. The update is the check, so of two sign-ins with the same counter one passes.
 */
export async function acceptSignCount(env: Env, credential: PasskeyCredential, counter: number): Promise<boolean> {
  if (counter === 0 && credential.signCount === 0) return true
  const moved = await env.DB.prepare('UPDATE passkey_credentials SET sign_count = ? WHERE credential_id = ? AND sign_count < ?')
    .bind(counter, credential.credentialId, counter)
    .run()
  return moved.meta.changes === 1
}

/** A passkey for an account that exists already (an email or social account's smart account, or a further passkey); false when the credential is someone's. */
export async function addCredential(env: Env, credential: PasskeyCredential): Promise<boolean> {
  const added = await env.DB.prepare(
    'INSERT INTO passkey_credentials (credential_id, account_id, public_key, sign_count, signer, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(credential_id) DO NOTHING',
  )
    .bind(credential.credentialId, credential.accountId, credential.publicKey, credential.signCount, credential.signer, Date.now())
    .run()
  return added.meta.changes === 1
}

export async function removeCredential(env: Env, credentialId: string): Promise<void> {
  await env.DB.prepare('DELETE FROM passkey_credentials WHERE credential_id = ?').bind(credentialId).run()
}

/**
 * The account's first passkey (the shared signer's, which secures its smart account), if it has
 * one; after a recovery, which leaves the account a passkey with its own signer contract alone, that one.
 */
export async function credentialOfAccount(env: Env, accountId: string): Promise<PasskeyCredential | undefined> {
  const row = await env.DB.prepare(`SELECT ${CREDENTIAL_COLUMNS} FROM passkey_credentials WHERE account_id = ? ORDER BY signer IS NOT NULL, created_at LIMIT 1`)
    .bind(accountId)
    .first<CredentialRow>()
  return row ? fromRow(row) : undefined
}
