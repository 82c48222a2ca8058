import { sendDevMail } from './dev-mailbox.js'
import { sendHttpMail } from './http-mail.js'
import { MailConfigError, type Mail } from './mail.js'

export { MailConfigError, type Mail }

/**
 * The mail transport named by MAIL_TRANSPORT: 'dev' keeps mail in D1 for
 * GET /dev/mailbox (development only); 'http' posts it to MAIL_API_URL.
 */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  if (env.MAIL_TRANSPORT === 'http') return sendHttpMail(env, mail)
  if (env.MAIL_TRANSPORT === 'dev') {
    if (env.ENVIRONMENT !== 'development') throw new MailConfigError("MAIL_TRANSPORT 'dev' works only when ENVIRONMENT is 'development'")
    return sendDevMail(env, mail)
  }
  throw new MailConfigError(`MAIL_TRANSPORT must be 'dev' or 'http', got '${env.MAIL_TRANSPORT}'`)
}
