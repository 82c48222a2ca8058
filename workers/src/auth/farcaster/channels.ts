import { FARCASTER_CHANNEL_TTL_MS, type AuthenticateRequest, type CreateChannelRequest, type FarcasterChannel } from '@porthole/protocol'
import { base64urlnopad } from '@scure/base'
import { hashToken } from '../sessions.js'

/** Where the visitor's Farcaster client opens a channel: the URL the QR code and the deep link carry. */
const CLIENT_URL = 'https://farcaster.xyz/~/siwf'

export type Channel = {
  nonce: string
  url: string
  request: CreateChannelRequest
  authentication: AuthenticateRequest | undefined
  expiresAt: number
}

type Row = { nonce: string; url: string; request: string; authentication: string | null; expires_at: number }

/** A channel token or a frame's secret: 256 random bits, base64url. */
export const randomToken = () => base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
/** SIWE nonces are alphanumeric, at least 8 characters (EIP-4361). */
const randomNonce = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Opens a channel for what the app asks to be signed. With `secret` (the
 * frame's channels) it can later be redeemed for a session; expired channels
 * go as new ones open.
 */
export async function openChannel(db: D1Database, request: CreateChannelRequest, frame?: { projectId: string; secretHash: string }): Promise<FarcasterChannel> {
  const channelToken = randomToken()
  const nonce = request.nonce ?? randomNonce()
  const url = new URL(CLIENT_URL)
  for (const [key, value] of Object.entries({
    channelToken,
    nonce,
    siweUri: request.siweUri,
    domain: request.domain,
    notBefore: request.notBefore,
    expirationTime: request.expirationTime,
    requestId: request.requestId,
  })) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  const now = Date.now()
  await db.batch([
    db.prepare('DELETE FROM farcaster_channels WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO farcaster_channels (token_hash, secret_hash, project_id, nonce, url, request, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(
        await hashToken(channelToken),
        frame?.secretHash ?? null,
        frame?.projectId ?? null,
        nonce,
        url.href,
        JSON.stringify({ ...request, nonce }),
        now + FARCASTER_CHANNEL_TTL_MS,
      ),
  ])
  return { channelToken, url: url.href, nonce }
}

const fromRow = (row: Row): Channel => ({
  nonce: row.nonce,
  url: row.url,
  request: JSON.parse(row.request) as CreateChannelRequest,
  authentication: row.authentication === null ? undefined : (JSON.parse(row.authentication) as AuthenticateRequest),
  expiresAt: row.expires_at,
})

export async function findChannel(db: D1Database, channelToken: string): Promise<Channel | undefined> {
  const row = await db
    .prepare('SELECT nonce, url, request, authentication, expires_at FROM farcaster_channels WHERE token_hash = ? AND expires_at > ?')
    .bind(await hashToken(channelToken), Date.now())
    .first<Row>()
  return row ? fromRow(row) : undefined
}

/** The Farcaster client's answer; only the first one completes a channel. */
export async function completeChannel(db: D1Database, channelToken: string, authentication: AuthenticateRequest): Promise<boolean> {
  const result = await db
    .prepare('UPDATE farcaster_channels SET authentication = ? WHERE token_hash = ? AND authentication IS NULL AND expires_at > ?')
    .bind(JSON.stringify(authentication), await hashToken(channelToken), Date.now())
    .run()
  return result.meta.changes === 1
}

/** A completed channel of this frame (its secret, its project), taken once: a second redemption finds nothing. */
export async function redeemChannel(db: D1Database, channelToken: string, secret: string, projectId: string): Promise<Channel | undefined> {
  const row = await db
    .prepare(
      'UPDATE farcaster_channels SET redeemed_at = ? WHERE token_hash = ? AND secret_hash = ? AND project_id = ? AND authentication IS NOT NULL AND redeemed_at IS NULL AND expires_at > ? RETURNING nonce, url, request, authentication, expires_at',
    )
    .bind(Date.now(), await hashToken(channelToken), await hashToken(secret), projectId, Date.now())
    .first<Row>()
  return row ? fromRow(row) : undefined
}
