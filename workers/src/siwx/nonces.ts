import { bytesToHex } from 'viem'
import { SIWX_NONCE_TTL_S } from '@porthole/protocol'
import type { PageOrigin } from './page-origin.js'

/**
 * Single-use nonces: each is issued for one project, page, account and
 * network, and consumed by the first verify that names it, whether the
 * signature then holds or not, so a captured message can never be replayed.
 */

/** `address` undefined: the wallet picks the account and the chain of the nonce's family (WalletConnect `authenticate`). */
export type IssuedNonce = PageOrigin & { nonce: string; projectId: string; address: string | undefined; chainId: string; expiresAt: number }

/** 16 random bytes as 32 hex characters: EIP-4361 wants at least 8 alphanumerics. */
export async function issueNonce(env: Env, projectId: string, page: PageOrigin, address: string | undefined, chainId: string): Promise<IssuedNonce> {
  const nonce = bytesToHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
  const expiresAt = Date.now() + SIWX_NONCE_TTL_S * 1000
  await env.DB.prepare('INSERT INTO siwx_nonces (nonce, project_id, domain, uri, address, chain_id, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(nonce, projectId, page.domain, page.uri, address ?? '', chainId, expiresAt)
    .run()
  return { nonce, projectId, ...page, address, chainId, expiresAt }
}

type NonceRow = { nonce: string; project_id: string; domain: string; uri: string; address: string; chain_id: string; expires_at: number }

/** Marks the nonce used and returns what it was issued for; undefined when unknown, used or expired. */
export async function consumeNonce(env: Env, projectId: string, nonce: string): Promise<IssuedNonce | undefined> {
  const now = Date.now()
  // One UPDATE … RETURNING: two verifies racing on one nonce cannot both win.
  const row = await env.DB.prepare(
    'UPDATE siwx_nonces SET used_at = ? WHERE nonce = ? AND project_id = ? AND used_at IS NULL AND expires_at > ? RETURNING nonce, project_id, domain, uri, address, chain_id, expires_at',
  )
    .bind(now, nonce, projectId, now)
    .first<NonceRow>()
  if (!row) return undefined
  return {
    nonce: row.nonce,
    projectId: row.project_id,
    domain: row.domain,
    uri: row.uri,
    address: row.address === '' ? undefined : row.address,
    chainId: row.chain_id,
    expiresAt: row.expires_at,
  }
}
