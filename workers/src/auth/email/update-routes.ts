import { emailUpdateBody, emailUpdateOtpBody, Messages, type EmailUpdateResult } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { sendMail } from '../../mail/transport.js'
import { changeEmailSubject, findAccountByIdentity } from '../accounts.js'
import { authenticate } from '../session-auth.js'
import { revokeOtherSessions } from '../sessions.js'
import { checkCode, createCode, pendingCode } from './codes.js'

/**
 * UpdateEmailWallet: a code to the current address (VERIFY_PRIMARY_OTP),
 * then one to the new address (VERIFY_SECONDARY_OTP); the second moves the
 * account, and its wallet, to the new address.
 */

async function mailUpdateCode(env: Env, to: string, code: string): Promise<void> {
  await sendMail(env, {
    to,
    subject: `${code} is your email change code`,
    text: `Your code to change your wallet's email is ${code}. It expires in 10 minutes.`,
  })
}

const notEmailAccount = () => json({ error: Messages.notConnectedToEmailOrSocial }, 400)

export async function handleEmailUpdate(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  if (auth.account.provider !== 'email') return notEmailAccount()
  const body = await parseBody(request, emailUpdateBody())
  if (!body.ok) return body.response
  const newEmail = body.data.email
  if (newEmail === auth.account.subject) return json({ error: 'This is already your email' }, 400)
  if (await findAccountByIdentity(env, 'email', newEmail)) return json({ error: 'This email already has a wallet' }, 409)
  const code = await createCode(env, { purpose: 'update-primary', email: auth.account.subject, deviceId: 'update', accountId: auth.account.id, newEmail })
  await mailUpdateCode(env, auth.account.subject, code)
  return json({ action: 'VERIFY_PRIMARY_OTP' } satisfies EmailUpdateResult)
}

/** The signed-in account's code of this step checked: its account and the new email, or the refusal. */
async function checkUpdateCode(request: Request, env: Env, purpose: 'update-primary' | 'update-secondary') {
  const auth = await authenticate(env, request)
  if (!auth.ok) return { ok: false as const, response: auth.response }
  const body = await parseBody(request, emailUpdateOtpBody())
  if (!body.ok) return { ok: false as const, response: body.response }
  const checked = await checkCode(env, await pendingCode(env, purpose, { accountId: auth.account.id }), body.data.code)
  if (!checked.ok) return { ok: false as const, response: json(checked.refusal.body, checked.refusal.status) }
  return { ok: true as const, accountId: auth.account.id, token: auth.token, newEmail: checked.row.new_email ?? '' }
}

export async function handleEmailUpdatePrimary(request: Request, env: Env): Promise<Response> {
  const step = await checkUpdateCode(request, env, 'update-primary')
  if (!step.ok) return step.response
  const { accountId, newEmail } = step
  const code = await createCode(env, { purpose: 'update-secondary', email: newEmail, deviceId: 'update', accountId, newEmail })
  await mailUpdateCode(env, newEmail, code)
  return json({ action: 'VERIFY_SECONDARY_OTP' } satisfies EmailUpdateResult)
}

export async function handleEmailUpdateSecondary(request: Request, env: Env): Promise<Response> {
  const step = await checkUpdateCode(request, env, 'update-secondary')
  if (!step.ok) return step.response
  const { accountId, newEmail } = step
  if (await findAccountByIdentity(env, 'email', newEmail)) return json({ error: 'This email already has a wallet' }, 409)
  await changeEmailSubject(env, accountId, newEmail)
  // Whoever signed in with the old address is signed out; the browser that made the change stays.
  await revokeOtherSessions(env, accountId, step.token)
  return json({ action: 'UPDATED', email: newEmail } satisfies EmailUpdateResult)
}
