import type { Address } from '@solana/addresses'
import type { Hex } from 'viem'
import type { Identity } from './identity.js'
import type { SealedKey } from './key-sealing.js'
import { createSolanaKey } from './solana-key.js'
import { createWalletKey } from './wallet-key.js'

/** The account's Solana key; null only for an account created before migration 0008 that has not signed in since. */
export type SolanaKey = { address: Address; key: SealedKey }

/**
 * `key`: the EVM key the worker signs with; null for a passkey account (provider 'passkey'), whose
 * address is its smart account and whose only key is the visitor's passkey, which the worker never holds.
 */
export type Account = {
  id: string
  provider: Identity['provider'] | 'passkey'
  subject: string
  username: string | null
  address: Hex
  key: SealedKey | null
  solana: SolanaKey | null
}

/** An account the worker holds keys for: every account but a passkey one. */
export type KeyedAccount = Account & { key: SealedKey }

export const isKeyed = (account: Account): account is KeyedAccount => account.key !== null

type Row = {
  id: string
  provider: Account['provider']
  subject: string
  username: string | null
  address: Hex
  encrypted_key: Hex | null
  kek_version: number | null
  solana_address: Address | null
  solana_encrypted_key: Hex | null
  solana_kek_version: number | null
}

const fromRow = ({ encrypted_key, kek_version, solana_address, solana_encrypted_key, solana_kek_version, ...row }: Row): Account => ({
  ...row,
  key: encrypted_key === null || kek_version === null ? null : { encryptedKey: encrypted_key, kekVersion: kek_version },
  solana:
    solana_address === null || solana_encrypted_key === null || solana_kek_version === null
      ? null
      : { address: solana_address, key: { encryptedKey: solana_encrypted_key, kekVersion: solana_kek_version } },
})

const COLUMNS = 'id, provider, subject, username, address, encrypted_key, kek_version, solana_address, solana_encrypted_key, solana_kek_version'

export async function findAccount(env: Env, id: string): Promise<Account | undefined> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).bind(id).first<Row>()
  return row ? fromRow(row) : undefined
}

export async function findAccountByIdentity(env: Env, provider: Identity['provider'], subject: string): Promise<Account | undefined> {
  const row = await env.DB.prepare(`SELECT ${COLUMNS} FROM accounts WHERE provider = ? AND subject = ?`).bind(provider, subject).first<Row>()
  return row ? fromRow(row) : undefined
}

/** An identity's account always has its keys: only passkey accounts have none (a CHECK of the table). */
async function keyedByIdentity(env: Env, identity: Identity): Promise<KeyedAccount | undefined> {
  const account = await findAccountByIdentity(env, identity.provider, identity.subject)
  if (account && !isKeyed(account)) throw new Error(`the ${identity.provider} account ${account.id} has no key`)
  return account
}

/**
 * The identity's account, created with new EVM and Solana keys on first sign-in. Two
 * concurrent first sign-ins race on UNIQUE (provider, subject): the loser reads the winner's row.
 */
export async function findOrCreateAccount(env: Env, identity: Identity): Promise<{ account: KeyedAccount; created: boolean }> {
  const existing = await keyedByIdentity(env, identity)
  if (existing) return { account: existing, created: false }
  const id = crypto.randomUUID()
  const [{ address, ...key }, { address: solanaAddress, ...solanaKey }] = await Promise.all([createWalletKey(env, id), createSolanaKey(env, id)])
  const inserted = await env.DB.prepare(
    `INSERT INTO accounts (${COLUMNS}, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING`,
  )
    .bind(
      id,
      identity.provider,
      identity.subject,
      identity.username ?? null,
      address,
      key.encryptedKey,
      key.kekVersion,
      solanaAddress,
      solanaKey.encryptedKey,
      solanaKey.kekVersion,
      Date.now(),
    )
    .run()
  if (inserted.meta.changes === 0) {
    const winner = await keyedByIdentity(env, identity)
    if (!winner) throw new Error('account vanished after a conflicting insert')
    return { account: winner, created: false }
  }
  const solana = { address: solanaAddress, key: solanaKey }
  return { account: { id, provider: identity.provider, subject: identity.subject, username: identity.username ?? null, address, key, solana }, created: true }
}

/**
 * The account's Solana key, made now for an account from before Solana
 * (migration 0008). Concurrent requests race on `solana_address IS NULL`:
 * the first write wins and the others read it, so the address never changes.
 */
export async function solanaKeyOf(env: Env, account: KeyedAccount): Promise<{ solana: SolanaKey; created: boolean }> {
  if (account.solana) return { solana: account.solana, created: false }
  const { address, ...key } = await createSolanaKey(env, account.id)
  const written = await env.DB.prepare(
    'UPDATE accounts SET solana_address = ?, solana_encrypted_key = ?, solana_kek_version = ? WHERE id = ? AND solana_address IS NULL',
  )
    .bind(address, key.encryptedKey, key.kekVersion, account.id)
    .run()
  if (written.meta.changes === 1) return { solana: { address, key }, created: true }
  const winner = (await findAccount(env, account.id))?.solana
  if (!winner) throw new Error('Solana key vanished after a conflicting write')
  return { solana: winner, created: false }
}

/** Moves an email account to a new address (UpdateEmailWallet); the wallet stays. */
export async function changeEmailSubject(env: Env, accountId: string, email: string): Promise<void> {
  await env.DB.prepare("UPDATE accounts SET subject = ?, username = ? WHERE id = ? AND provider = 'email'").bind(email, email, accountId).run()
}
