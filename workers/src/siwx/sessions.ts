import type { SiwxSession } from '@porthole/protocol'
import { bytesToHex } from 'viem'

/** A verified sign-in, kept so it can be revoked; the page gets it whole to verify again itself. */
export async function storeSession(env: Env, projectId: string, domain: string, session: Omit<SiwxSession, 'id'>): Promise<SiwxSession> {
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(24))).slice(2)
  await env.DB.prepare(
    'INSERT INTO siwx_sessions (id, project_id, address, chain_id, domain, message, signature, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, projectId, session.address, session.chainId, domain, session.message, session.signature, session.expiresAt, Date.now())
    .run()
  return { id, ...session }
}

export async function revokeSiwxSession(env: Env, projectId: string, id: string): Promise<void> {
  await env.DB.prepare('UPDATE siwx_sessions SET revoked_at = ? WHERE id = ? AND project_id = ? AND revoked_at IS NULL').bind(Date.now(), id, projectId).run()
}
