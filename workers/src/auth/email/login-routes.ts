import { AuthMessages, emailConnectBody, emailDeviceBody, emailOtpBody, type EmailConnectResult, type EmailOtpResult } from '@porthole/protocol'
import * as z from 'zod'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { parseQuery } from '../../http/query.js'
import { sendMail } from '../../mail/transport.js'
import { findAccount, findAccountByIdentity, isKeyed } from '../accounts.js'
import { readForm } from '../form.js'
import { scopedSession } from '../session-auth.js'
import { scopeOf } from '../session-scope.js'
import { signIn, solanaAccountOf } from '../sign-in.js'
import { checkCode, CODE_TTL_MS, createCode, lockedFor, lockedOut, pendingCode } from './codes.js'
import { claimLoginSlot, clearLoginSlot } from './cooldown.js'
import { approvalDonePage, approvalPage } from './device-approval-page.js'
import { approveDevice, claimApprovedSignIn, confirmDeviceApproval, isDeviceApproved, pendingApproval, requestDeviceApproval } from './devices.js'

async function mailLoginCode(env: Env, email: string, deviceId: string): Promise<void> {
  const code = await createCode(env, { purpose: 'login', email, deviceId })
  await sendMail(env, { to: email, subject: `${code} is your login code`, text: `Your login code is ${code}. It expires in 10 minutes.` })
}

/**
 * Email connect: CONNECT for a live session of this address, else a mailed code
 * (VERIFY_OTP). Known and unknown addresses get the same answer and the same work,
 * so the answer tells no one which addresses have accounts; a new device of an
 * existing account is asked to approve only after a correct code.
 */
export async function handleEmailConnect(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, emailConnectBody())
  if (!body.ok) return body.response
  const { email, deviceId, token } = body.data
  if (token) {
    const session = await scopedSession(env, request, token)
    const account = session && (await findAccount(env, session.accountId))
    if (session && account?.provider === 'email' && account.subject === email && isKeyed(account)) {
      const solana = await solanaAccountOf(env, account)
      return json({
        action: 'CONNECT',
        token,
        address: account.address,
        solanaAddress: solana.address,
        expiresAt: session.expiresAt,
      } satisfies EmailConnectResult)
    }
  }
  const locked = await lockedFor(env, email)
  if (locked > 0) return json(lockedOut(locked).body, 429)
  const wait = await claimLoginSlot(env, email)
  if (wait > 0) return json({ error: AuthMessages.cooldown(wait), retryAfter: wait }, 429, { 'Retry-After': String(wait) })
  await mailLoginCode(env, email, deviceId)
  return json({ action: 'VERIFY_OTP' } satisfies EmailConnectResult)
}

/**
 * Polled while VERIFY_DEVICE: once the link was opened, the sign-in its correct
 * code started completes (CONNECT, once). A device approved without one (its
 * sign-in lapsed) is mailed a code (once) and the answer is VERIFY_OTP.
 */
export async function handleEmailDevice(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, emailDeviceBody())
  if (!body.ok) return body.response
  const { email, deviceId } = body.data
  const device = await isDeviceApproved(env, email, deviceId)
  if (!device.approved) return json({ action: 'VERIFY_DEVICE' } satisfies EmailConnectResult)
  if (await claimApprovedSignIn(env, email, deviceId, Date.now() - CODE_TTL_MS)) {
    await clearLoginSlot(env, email)
    const signedIn = await signIn(env, { provider: 'email', subject: email, username: email }, deviceId, scopeOf(request))
    return json({ action: 'CONNECT', ...signedIn } satisfies EmailConnectResult)
  }
  const pending = await pendingCode(env, 'login', { email })
  const sentSinceApproval = pending && pending.device_id === deviceId && pending.expires_at > Date.now() && pending.created_at >= (device.approvedAt ?? 0)
  if (!sentSinceApproval) await mailLoginCode(env, email, deviceId)
  return json({ action: 'VERIFY_OTP' } satisfies EmailConnectResult)
}

const approveFields = z.object({ email: z.string().max(254), device: z.string().max(64), token: z.string().regex(/^[0-9a-f]{48}$/) })

/**
 * The link in the device mail. GET (what a mail scanner also does) shows a
 * page naming the browser that asked, with a button; its POST, carrying the
 * link's secret token (a cross-site form cannot know it, and the route takes
 * POSTs from this origin only), approves.
 */
export async function handleEmailDeviceApprove(request: Request, env: Env): Promise<Response> {
  if (request.method === 'POST') {
    const form = await readForm(request, approveFields)
    return approvalDonePage(form.success && (await confirmDeviceApproval(env, form.data.email, form.data.device, form.data.token)))
  }
  const query = parseQuery(new URL(request.url), approveFields)
  if (!query.ok) return query.response
  const pending = await pendingApproval(env, query.data.email, query.data.device, query.data.token)
  return pending ? approvalPage({ ...query.data, ...pending }) : approvalDonePage(false)
}

/** The code: a session for the email's account (created with its wallet on first login), or VERIFY_DEVICE for a new device of an existing one. */
export async function handleEmailOtp(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, emailOtpBody())
  if (!body.ok) return body.response
  const { email, deviceId, code } = body.data
  const locked = await lockedFor(env, email)
  if (locked > 0) return json(lockedOut(locked).body, 429)
  const pending = await pendingCode(env, 'login', { email })
  const checked = await checkCode(env, pending && pending.device_id === deviceId ? pending : undefined, code)
  if (!checked.ok) return json(checked.refusal.body, checked.refusal.status)
  const account = await findAccountByIdentity(env, 'email', email)
  if (account && !(await isDeviceApproved(env, email, deviceId)).approved) {
    await requestDeviceApproval(env, request, email, deviceId)
    return json({ action: 'VERIFY_DEVICE' } satisfies EmailOtpResult)
  }
  await approveDevice(env, email, deviceId)
  await clearLoginSlot(env, email)
  return json(await signIn(env, { provider: 'email', subject: email, username: email }, deviceId, scopeOf(request)))
}
