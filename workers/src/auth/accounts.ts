import type { Hex } from 'viem'
import type { Identity } from './identity.js'
import { createWalletKey, type SealedKey } from './wallet-key.js'

export type Account = { id: string; provider: Identity['provider']; subject: string; username: string | null; address: Hex; key: SealedKey }

type Row = { id: string; provider: Identity['provider']; subject: string; username: string | null; address: Hex; encrypted_key: Hex; kek_version: number }

const fromRow = ({ encrypted_key, kek_version, ...row }: Row): Account => ({ ...row, key: { encryptedKey: encrypted_key, kekVersion: kek_version } })

const COLUMNS = 'id, provider, subject, username, address, encrypted_key, kek_version'

export async function findAccount(env: Env, id: string): Promise<Account | undefined> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).bind(id).first<Row>()
  return row ? fromRow(row) : undefined
}

export async function findAccountByIdentity(env: Env, provider: Identity['provider'], subject: string): Promise<Account | undefined> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM accounts WHERE provider = ? AND subject = ?`).bind(provider, subject).first<Row>()
  return row ? fromRow(row) : undefined
}

/**
 * The identity's account, created with a new wallet on first sign-in. Two
 * concurrent first sign-ins race on UNIQUE (provider, subject): the loser reads the winner's row.
 */
export async function findOrCreateAccount(env: Env, identity: Identity): Promise<{ account: Account; created: boolean }> {
  const existing = await findAccountByIdentity(env, identity.provider, identity.subject)
  if (existing) return { account: existing, created: false }
  const id = crypto.randomUUID()
  const { address, ...key } = await createWalletKey(env, id)
  const inserted = await env.DB.prepare(
    `INSERT INTO accounts (${COLUMNS}, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING`,
  )
    .bind(id, identity.provider, identity.subject, identity.username ?? null, address, key.encryptedKey, key.kekVersion, Date.now())
    .run()
  if (inserted.meta.changes === 0) {
    const winner = await findAccountByIdentity(env, identity.provider, identity.subject)
    if (!winner) throw new Error('account vanished after a conflicting insert')
    return { account: winner, created: false }
  }
  return { account: { id, provider: identity.provider, subject: identity.subject, username: identity.username ?? null, address, key }, created: true }
}

/** Moves an email account to a new address (UpdateEmailWallet); the wallet stays. */
export async function changeEmailSubject(env: Env, accountId: string, email: string): Promise<void> {
  await env.DB.prepare("UPDATE accounts SET subject = ?, username = ? WHERE id = ? AND provider = 'email'").bind(email, email, accountId).run()
}
