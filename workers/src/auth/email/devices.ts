import { AuthPaths } from '@porthole/protocol'
import { bytesToHex } from 'viem'
import { sendMail } from '../../mail/transport.js'
import { hashToken } from '../sessions.js'

/**
 * VERIFY_DEVICE: an existing email account signing in from a browser profile
 * it has not used before must first approve that device from a link in the mail.
 */

export async function isDeviceApproved(env: Env, email: string, deviceId: string): Promise<{ approved: boolean; approvedAt: number | null }> {
  const row = await env.DB.prepare('SELECT approved_at FROM devices WHERE email = ? AND device_id = ?').bind(email, deviceId).first<{ approved_at: number | null }>()
  return { approved: row?.approved_at != null, approvedAt: row?.approved_at ?? null }
}

export async function approveDevice(env: Env, email: string, deviceId: string): Promise<void> {
  const now = Date.now()
  await env.DB.prepare(
    `INSERT INTO devices (email, device_id, approved_at, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, device_id) DO UPDATE SET approved_at = excluded.approved_at, approve_hash = NULL`,
  )
    .bind(email, deviceId, now, now)
    .run()
}

/** Mails the approval link; the frame polls POST /auth/email/device until it is opened. */
export async function requestDeviceApproval(env: Env, origin: string, email: string, deviceId: string): Promise<void> {
  const token = bytesToHex(crypto.getRandomValues(new Uint8Array(24))).slice(2)
  await env.DB.prepare(
    `INSERT INTO devices (email, device_id, approve_hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email, device_id) DO UPDATE SET approve_hash = excluded.approve_hash`,
  )
    .bind(email, deviceId, await hashToken(token), Date.now())
    .run()
  const link = new URL(AuthPaths.emailDeviceApprove, origin)
  link.search = new URLSearchParams({ email, device: deviceId, token }).toString()
  await sendMail(env, {
    to: email,
    subject: 'Approve this device',
    text: `Someone is signing in to your wallet from a new browser. If it is you, open this link to approve it:\n${link.href}\n\nIf it is not you, ignore this mail.`,
  })
}

/** The link's target: approves the device when the token matches the pending request. */
export async function confirmDeviceApproval(env: Env, email: string, deviceId: string, token: string): Promise<boolean> {
  const approved = await env.DB.prepare('UPDATE devices SET approved_at = ?, approve_hash = NULL WHERE email = ? AND device_id = ? AND approve_hash = ?')
    .bind(Date.now(), email, deviceId, await hashToken(token))
    .run()
  return approved.meta.changes === 1
}
