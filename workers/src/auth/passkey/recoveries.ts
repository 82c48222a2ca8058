import type { Hex } from 'viem'
import type { PasskeyCredential } from './credentials.js'

/**
 * Recoveries under way: the passkey a recovery proposes, held until the chain shows its signer
 * contract as the Safe's owner, then made the account's only passkey.
 */

export type PasskeyRecoveryRecord = PasskeyCredential & { signer: Hex; safe: Hex; module: Hex; executeAfter: number }

type Row = {
  credential_id: string
  account_id: string
  public_key: Hex
  sign_count: number
  signer: Hex
  safe: Hex
  module: Hex
  execute_after: number
}

/** Held for the account, replacing an earlier one; false when the credential is someone's already. */
export async function holdRecovery(env: Env, recovery: PasskeyRecoveryRecord): Promise<boolean> {
  const taken = await env.DB.prepare(
    'SELECT 1 FROM passkey_credentials WHERE credential_id = ?1 UNION SELECT 1 FROM passkey_additions WHERE credential_id = ?1 UNION SELECT 1 FROM passkey_recoveries WHERE credential_id = ?1 AND account_id != ?2',
  )
    .bind(recovery.credentialId, recovery.accountId)
    .first()
  if (taken) return false
  await env.DB.prepare(
    `INSERT INTO passkey_recoveries (account_id, credential_id, public_key, sign_count, signer, safe, module, execute_after, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(account_id) DO UPDATE SET credential_id = excluded.credential_id, public_key = excluded.public_key,
       sign_count = excluded.sign_count, signer = excluded.signer, safe = excluded.safe, module = excluded.module,
       execute_after = excluded.execute_after, created_at = excluded.created_at`,
  )
    .bind(
      recovery.accountId,
      recovery.credentialId,
      recovery.publicKey,
      recovery.signCount,
      recovery.signer,
      recovery.safe,
      recovery.module,
      recovery.executeAfter,
      Date.now(),
    )
    .run()
  return true
}

/** The account's recovery under this credential, if one is held. */
export async function findRecovery(env: Env, accountId: string, credentialId: string): Promise<PasskeyRecoveryRecord | undefined> {
  const row = await env.DB.prepare(
    'SELECT credential_id, account_id, public_key, sign_count, signer, safe, module, execute_after FROM passkey_recoveries WHERE account_id = ? AND credential_id = ?',
  )
    .bind(accountId, credentialId)
    .first<Row>()
  return row
    ? {
        credentialId: row.credential_id,
        accountId: row.account_id,
        publicKey: row.public_key,
        signCount: row.sign_count,
        signer: row.signer,
        safe: row.safe,
        module: row.module,
        executeAfter: row.execute_after,
      }
    : undefined
}

export async function forgetRecovery(env: Env, accountId: string): Promise<void> {
  await env.DB.prepare('DELETE FROM passkey_recoveries WHERE account_id = ?').bind(accountId).run()
}

/**
 * The recovered passkey becomes the account's only one, in one batch: the recovery replaced every
 * owner of the Safe, so the earlier passkeys sign for nothing any more.
 */
export async function completeRecovery(env: Env, recovery: PasskeyRecoveryRecord): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM passkey_credentials WHERE account_id = ?').bind(recovery.accountId),
    env.DB.prepare('INSERT INTO passkey_credentials (credential_id, account_id, public_key, sign_count, signer, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
      recovery.credentialId,
      recovery.accountId,
      recovery.publicKey,
      recovery.signCount,
      recovery.signer,
      Date.now(),
    ),
    env.DB.prepare('DELETE FROM passkey_recoveries WHERE account_id = ?').bind(recovery.accountId),
  ])
}
