import { EMAIL_LOGIN_COOLDOWN_S } from '@porthole/protocol'

/**
 * One email login per 30 s per address. A request starts the wait;
 * a successful login clears it (as the frame clears its last-login time).
 * Returns the seconds still to wait, or 0 after claiming the slot.
 */
export async function claimLoginSlot(env: Env, email: string): Promise<number> {
  const now = Date.now()
  const since = now - EMAIL_LOGIN_COOLDOWN_S * 1000
  const claimed = await env.DB.prepare(
    `INSERT INTO email_login_cooldowns (email, requested_at) VALUES (?, ?)
     ON CONFLICT (email) DO UPDATE SET requested_at = excluded.requested_at WHERE requested_at <= ?`,
  )
    .bind(email, now, since)
    .run()
  if (claimed.meta.changes === 1) return 0
  const row = await env.DB.prepare('SELECT requested_at FROM email_login_cooldowns WHERE email = ?').bind(email).first<{ requested_at: number }>()
  return Math.max(1, Math.ceil(((row?.requested_at ?? now) + EMAIL_LOGIN_COOLDOWN_S * 1000 - now) / 1000))
}

export async function clearLoginSlot(env: Env, email: string): Promise<void> {
  await env.DB.prepare('DELETE FROM email_login_cooldowns WHERE email = ?').bind(email).run()
}
