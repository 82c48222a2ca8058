import { AuthPaths } from '@porthole/protocol'
import { bytesToHex } from 'viem'
import { sendMail } from '../../mail/transport.js'
import { hashToken } from '../sessions.js'

/**
 * VERIFY_DEVICE: an existing email account signing in from a browser profile
 * it has not used before, after a correct code, must approve that device on the
 * page a mailed link opens (a page with a button: mail scanners follow links but
 * press nothing). The request's time (requested_at) marks the sign-in the code
 * started; the approved device completes it once.
 */

export async function isDeviceApproved(env: Env, email: string, deviceId: string): Promise<{ approved: boolean; approvedAt: number | null }> {
  const row = await env.DB.prepare('SELECT approved_at FROM devices WHERE email = ? AND device_id = ?')
    .bind(email, deviceId)
    .first<{ approved_at: number | null }>()
  return { approved: row?.approved_at != null, approvedAt: row?.approved_at ?? null }
}

export async function approveDevice(env: Env, email: string, deviceId: string): Promise<void> {
  const now = Date.now()
  await env.DB.prepare(
    `INSERT INTO devices (email, device_id, approved_at, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, device_id) DO UPDATE SET approved_at = excluded.approved_at, approve_hash = NULL, requested_at = NULL`,
  )
    .bind(email, deviceId, now, now)
    .run()
}

/**
 * Mails the approval link; the frame polls POST /auth/email/device until the
 * visitor approves on the page it opens. The page names the device by the
 * browser that asked (its User-Agent) and when.
 */
export async function requestDeviceApproval(env: Env, request: Request, email: string, deviceId: string): Promise<void> {
  const token = bytesToHex(crypto.getRandomValues(new Uint8Array(24))).slice(2)
  const now = Date.now()
  const userAgent = request.headers.get('User-Agent')?.slice(0, 512) ?? null
  await env.DB.prepare(
    `INSERT INTO devices (email, device_id, approve_hash, user_agent, requested_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email, device_id) DO UPDATE SET approve_hash = excluded.approve_hash, user_agent = excluded.user_agent, requested_at = excluded.requested_at`,
  )
    .bind(email, deviceId, await hashToken(token), userAgent, now, now)
    .run()
  const origin = new URL(request.url).origin
  const link = new URL(AuthPaths.emailDeviceApprove, origin)
  link.search = new URLSearchParams({ email, device: deviceId, token }).toString()
  await sendMail(env, {
    to: email,
    subject: 'Approve this device',
    text: `Someone is signing in to your wallet from a new browser. If it is you, open this link to approve it:\n${link.href}\n\nIf it is not you, ignore this mail.`,
  })
}

/** The pending request the link's token names, for the page that asks to approve it. */
export async function pendingApproval(
  env: Env,
  email: string,
  deviceId: string,
  token: string,
): Promise<{ userAgent: string | null; requestedAt: number } | undefined> {
  const row = await env.DB.prepare('SELECT user_agent, requested_at, created_at FROM devices WHERE email = ? AND device_id = ? AND approve_hash = ?')
    .bind(email, deviceId, await hashToken(token))
    .first<{ user_agent: string | null; requested_at: number | null; created_at: number }>()
  return row ? { userAgent: row.user_agent, requestedAt: row.requested_at ?? row.created_at } : undefined
}

/** The page's POST: approves the device when the token matches the pending request. */
export async function confirmDeviceApproval(env: Env, email: string, deviceId: string, token: string): Promise<boolean> {
  const approved = await env.DB.prepare('UPDATE devices SET approved_at = ?, approve_hash = NULL WHERE email = ? AND device_id = ? AND approve_hash = ?')
    .bind(Date.now(), email, deviceId, await hashToken(token))
    .run()
  return approved.meta.changes === 1
}

/** Takes the sign-in a correct code started at or after `since`, once the device is approved; true once per sign-in. */
export async function claimApprovedSignIn(env: Env, email: string, deviceId: string, since: number): Promise<boolean> {
  const claimed = await env.DB.prepare(
    'UPDATE devices SET requested_at = NULL WHERE email = ? AND device_id = ? AND approved_at IS NOT NULL AND requested_at >= ? RETURNING 1 AS claimed',
  )
    .bind(email, deviceId, since)
    .first<{ claimed: number }>()
  return claimed !== null
}
