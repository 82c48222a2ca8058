import { MailConfigError, type Mail } from './mail.js'

/**
 * Production mail: POST MAIL_API_URL with `Authorization: Bearer MAIL_API_KEY`
 * and `{ from, to: [to], subject, text }` (the shape of Resend's /emails and
 * of similar APIs). A non-2xx answer fails the request that wanted the mail.
 */
export async function sendHttpMail(env: Env, mail: Mail): Promise<void> {
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new MailConfigError('MAIL_API_URL and the MAIL_API_KEY secret are required for MAIL_TRANSPORT http')
  const response = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.MAIL_API_KEY}` },
    body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
    signal: AbortSignal.timeout(10_000),
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`mail API answered ${response.status}`)
}
