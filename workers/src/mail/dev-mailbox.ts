import type { DevMailMessage } from '@porthole/protocol'
import type { Mail } from './mail.js'

/** Development mail: kept in D1 and printed to the worker's log (so `npm start` shows it). */
export async function sendDevMail(env: Env, mail: Mail): Promise<void> {
  await env.DB.prepare('INSERT INTO dev_mailbox (recipient, subject, body, sent_at) VALUES (?, ?, ?, ?)')
    .bind(mail.to, mail.subject, mail.text, Date.now())
    .run()
  console.log(`[dev mail] to ${mail.to}: ${mail.subject}\n${mail.text}`)
}

/** The newest 20 messages to an address, newest first. */
export async function readDevMailbox(env: Env, to: string): Promise<DevMailMessage[]> {
  const { results } = await env.DB.prepare('SELECT id, recipient, subject, body, sent_at FROM dev_mailbox WHERE recipient = ? ORDER BY id DESC LIMIT 20')
    .bind(to)
    .all<{ id: number; recipient: string; subject: string; body: string; sent_at: number }>()
  return results.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, body: row.body, sentAt: row.sent_at }))
}
