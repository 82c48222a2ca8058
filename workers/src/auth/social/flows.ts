import { oauthProvider, type OAuthProvider } from '@porthole/protocol'
import * as z from 'zod'

/** How long a visitor has to finish logging in at the provider. */
export const FLOW_TTL_MS = 10 * 60_000
/** How long a finished login waits for its frame to redeem it. */
export const RESULT_TTL_MS = 2 * 60_000

export type Flow = {
  state: string
  provider: OAuthProvider
  codeVerifier: string
  nonce: string
  resultKey: string
  returnTo: string | null
  /** hex SHA-256 of the flow-binding secret in the starting browser's cookie (binding.ts). */
  bindingHash: string
}

const flowRow = z.object({
  state: z.string(),
  provider: oauthProvider(),
  code_verifier: z.string(),
  nonce: z.string(),
  result_key: z.string(),
  return_to: z.string().nullable(),
  binding_hash: z.string(),
})

export async function saveFlow(db: D1Database, flow: Flow, now = Date.now()): Promise<void> {
  await db.batch([
    // Expired rows go whenever a new flow starts: the table stays small without a cron.
    db.prepare('DELETE FROM social_flows WHERE expires_at <= ?').bind(now),
    db
      .prepare(
        'INSERT INTO social_flows (state, provider, code_verifier, nonce, result_key, return_to, binding_hash, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(flow.state, flow.provider, flow.codeVerifier, flow.nonce, flow.resultKey, flow.returnTo, flow.bindingHash, now + FLOW_TTL_MS),
  ])
}

/**
 * The flow of this state, removed in the same statement that reads it: a
 * state works once, and never after it expired.
 */
export async function takeFlow(db: D1Database, state: string, now = Date.now()): Promise<Flow | undefined> {
  const row = await db
    .prepare('DELETE FROM social_flows WHERE state = ? RETURNING state, provider, code_verifier, nonce, result_key, return_to, binding_hash, expires_at')
    .bind(state)
    .first<Record<string, unknown>>()
  if (row === null || typeof row.expires_at !== 'number' || row.expires_at <= now) return undefined
  const parsed = flowRow.parse(row)
  return {
    state: parsed.state,
    provider: parsed.provider,
    codeVerifier: parsed.code_verifier,
    nonce: parsed.nonce,
    resultKey: parsed.result_key,
    returnTo: parsed.return_to,
    bindingHash: parsed.binding_hash,
  }
}

export async function saveResult(db: D1Database, id: string, sealed: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM social_results WHERE expires_at <= ?').bind(now),
    db.prepare('INSERT INTO social_results (id, sealed, expires_at) VALUES (?, ?, ?)').bind(id, sealed, now + RESULT_TTL_MS),
  ])
}

/** The sealed result, removed as it is read: a resultUri is redeemed once. */
export async function takeResult(db: D1Database, id: string, now = Date.now()): Promise<string | undefined> {
  const row = await db.prepare('DELETE FROM social_results WHERE id = ? RETURNING sealed, expires_at').bind(id).first<Record<string, unknown>>()
  if (row === null || typeof row.expires_at !== 'number' || row.expires_at <= now) return undefined
  return z.string().parse(row.sealed)
}
