import { sessionPermission, type SessionPermission } from '@porthole/protocol'
import { bytesToHex } from 'viem'
import * as z from 'zod'

/** One registered grant (migrations/0011_smart_sessions.sql); addresses lowercase. */
export type SessionRecord = {
  pci: string
  projectId: string
  chainId: string
  address: string
  sessionKey: string
  accountId: string
  permissions: SessionPermission[]
  /** Unix seconds. */
  expiry: number
  createdAt: number
  revokedAt: number | null
}

type Row = {
  pci: string
  project_id: string
  chain_id: string
  address: string
  session_key: string
  account_id: string
  permissions: string
  expiry: number
  created_at: number
  revoked_at: number | null
}

const permissions = z.array(sessionPermission())

const fromRow = (row: Row): SessionRecord => ({
  pci: row.pci,
  projectId: row.project_id,
  chainId: row.chain_id,
  address: row.address,
  sessionKey: row.session_key,
  accountId: row.account_id,
  permissions: permissions.parse(JSON.parse(row.permissions)),
  expiry: row.expiry,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
})

/**
 * Keeps a new grant and ends the records of earlier grants of the same key by
 * the same account on the same chain: on chain the new grant replaced them.
 */
export async function storeSession(env: Env, record: Omit<SessionRecord, 'pci' | 'createdAt' | 'revokedAt'>): Promise<SessionRecord> {
  const pci = bytesToHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
  const now = Date.now()
  const address = record.address.toLowerCase()
  const sessionKey = record.sessionKey.toLowerCase()
  await env.DB.batch([
    env.DB.prepare('UPDATE smart_sessions SET revoked_at = ? WHERE chain_id = ? AND address = ? AND session_key = ? AND revoked_at IS NULL').bind(
      now,
      record.chainId,
      address,
      sessionKey,
    ),
    env.DB.prepare(
      'INSERT INTO smart_sessions (pci, project_id, chain_id, address, session_key, account_id, permissions, expiry, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(pci, record.projectId, record.chainId, address, sessionKey, record.accountId, JSON.stringify(record.permissions), record.expiry, now),
  ])
  return { ...record, address, sessionKey, pci, createdAt: now, revokedAt: null }
}

/** The project's sessions of an account that are neither revoked nor expired, newest first; on one chain when named. */
export async function listActiveSessions(env: Env, projectId: string, address: string, chainId?: string): Promise<SessionRecord[]> {
  const now = Math.floor(Date.now() / 1000)
  const { results } = await env.DB.prepare(
    `SELECT * FROM smart_sessions WHERE project_id = ? AND address = ? AND revoked_at IS NULL AND expiry >= ?${chainId ? ' AND chain_id = ?' : ''} ORDER BY created_at DESC LIMIT 100`,
  )
    .bind(...[projectId, address.toLowerCase(), now, ...(chainId ? [chainId] : [])])
    .all<Row>()
  return results.map(fromRow)
}

export async function findSession(env: Env, projectId: string, address: string, pci: string): Promise<SessionRecord | undefined> {
  const row = await env.DB.prepare('SELECT * FROM smart_sessions WHERE pci = ? AND project_id = ? AND address = ?')
    .bind(pci, projectId, address.toLowerCase())
    .first<Row>()
  return row ? fromRow(row) : undefined
}

/** Revoking twice is fine: the first time stays. */
export async function markRevoked(env: Env, pci: string): Promise<void> {
  await env.DB.prepare('UPDATE smart_sessions SET revoked_at = ? WHERE pci = ? AND revoked_at IS NULL').bind(Date.now(), pci).run()
}
