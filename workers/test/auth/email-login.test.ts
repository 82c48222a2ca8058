import { AuthMessages, AuthPaths } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { handleDevMailbox } from '../../src/routes/dev-mailbox.js'
import { describeUserAgent } from '../../src/auth/email/device-approval-page.js'
import { BASE, call } from '../support.js'
import { deviceId, emailLogin, latestCode, LOOPBACK, mailbox, post } from './support.js'

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('email connect', () => {
  it('rejects a malformed address or body with a 400 before mailing anything', async () => {
    for (const body of [{ email: 'not-an-email', deviceId: deviceId() }, { email: 'a@b.co' }, 'text']) {
      const response = await post(AuthPaths.emailConnect, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Invalid input' })
    }
    const raw = await call(AuthPaths.emailConnect, { method: 'POST', body: '{not json' })
    expect(raw.status).toBe(400)
    expect(await mailbox('a@b.co')).toEqual([])
  })

  it('mails a 6-digit code (VERIFY_OTP) and the code signs in, to the same address every time', async () => {
    const first = await emailLogin('Alice@Example.com')
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const [mail] = await mailbox('alice@example.com')
    expect(mail?.body).toMatch(/\b\d{6}\b/)
    // The same device signs in again with a code; the address stays.
    const again = await post(AuthPaths.emailConnect, { email: 'alice@example.com', deviceId: deviceId() })
    expect(await again.json()).toEqual({ action: 'VERIFY_OTP' })
  })

  it('answers a known and an unknown address alike, and does the same work for both: a mailed code', async () => {
    const known = 'known-enumerated@example.com'
    const unknown = 'unknown-enumerated@example.com'
    await emailLogin(known)
    const codesBefore = await pendingCodes([known, unknown])
    const answers = []
    for (const email of [known, unknown]) {
      const before = (await mailbox(email)).length
      const response = await post(AuthPaths.emailConnect, { email, deviceId: deviceId() })
      const mails = await mailbox(email)
      answers.push({
        status: response.status,
        headers: headerList(response.headers),
        body: await response.text(),
        newMails: mails.length - before,
        subject: mails[0]?.subject.replace(/^\d{6}/, 'CODE'),
      })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ action: 'VERIFY_OTP' }), newMails: 1, subject: 'CODE is your login code' })
    expect(await pendingCodes([known, unknown])).toEqual(codesBefore.map((count) => count + 1))
  })

  it('answers CONNECT for a live session of the same address, not for another address', async () => {
    const device = deviceId()
    const { token, address, solanaAddress } = await emailLogin('connect@example.com', device)
    const response = await post(AuthPaths.emailConnect, { email: 'connect@example.com', deviceId: device, token })
    expect(await response.json()).toMatchObject({ action: 'CONNECT', token, address, solanaAddress })
    const other = await post(AuthPaths.emailConnect, { email: 'other-connect@example.com', deviceId: device, token })
    expect(await other.json()).toEqual({ action: 'VERIFY_OTP' })
  })

  it('allows one login per 30 s per address until a login succeeds', async () => {
    const email = 'cooldown@example.com'
    expect((await post(AuthPaths.emailConnect, { email, deviceId: deviceId() })).status).toBe(200)
    const again = await post(AuthPaths.emailConnect, { email, deviceId: deviceId() })
    expect(again.status).toBe(429)
    const body = (await again.json()) as { error: string; retryAfter: number }
    expect(body.retryAfter).toBeGreaterThanOrEqual(29)
    expect(body.error).toBe(AuthMessages.cooldown(body.retryAfter))
    expect(body.error).toMatch(/^Please try again after (29|30) seconds$/)
  })

  it('asks a new device of an existing account, after a correct code only, to approve it on the page the mailed link opens', async () => {
    const email = 'device@example.com'
    const { address } = await emailLogin(email)
    const device = deviceId()
    const connect = await post(AuthPaths.emailConnect, { email, deviceId: device }, undefined, { 'User-Agent': FIREFOX_ON_WINDOWS })
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const code = await latestCode(email)
    // A wrong code mails no approval link.
    expect((await post(AuthPaths.emailOtp, { email, deviceId: device, code: wrongCode(code) })).status).toBe(400)
    expect((await mailbox(email))[0]?.subject).toMatch(/is your login code$/)
    const otp = await post(AuthPaths.emailOtp, { email, deviceId: device, code }, undefined, { 'User-Agent': FIREFOX_ON_WINDOWS })
    expect(await otp.json()).toEqual({ action: 'VERIFY_DEVICE' })
    expect(await (await post(AuthPaths.emailDevice, { email, deviceId: device })).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const link = /https?:\/\/\S+/.exec((await mailbox(email))[0]?.body ?? '')?.[0]
    if (!link) throw new Error('no approval link')
    const forged = new URL(link)
    forged.searchParams.set('token', '0'.repeat(48))
    expect((await call(`${forged.pathname}${forged.search}`)).status).toBe(400)
    // Opening the link (as a mail scanner does) shows who asks, and approves nothing.
    const approve = new URL(link)
    const page = await call(`${approve.pathname}${approve.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<strong>Firefox on Windows</strong> asked to sign in to the wallet of <strong>device@example.com</strong>')
    expect(html).toContain('<button type="submit">Approve this device</button>')
    expect(await (await post(AuthPaths.emailDevice, { email, deviceId: device })).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const fields = new URLSearchParams({ email, device, token: approve.searchParams.get('token')! })
    // Another site's form cannot post it, nor can a wrong token.
    expect((await approvePost(fields, 'https://evil.test')).status).toBe(403)
    expect((await approvePost(new URLSearchParams({ email, device, token: '0'.repeat(48) }))).status).toBe(400)
    expect((await approvePost(fields)).status).toBe(200)
    // The approved device completes the sign-in its code started, once.
    expect(await (await post(AuthPaths.emailDevice, { email, deviceId: device })).json()).toMatchObject({ action: 'CONNECT', address })
    expect(await (await post(AuthPaths.emailDevice, { email, deviceId: device })).json()).toEqual({ action: 'VERIFY_OTP' })
    // The token is used up.
    expect((await approvePost(fields)).status).toBe(400)
  })

  it('names the browser that asks in a few words', () => {
    expect(describeUserAgent(FIREFOX_ON_WINDOWS)).toBe('Firefox on Windows')
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(
      'Safari on macOS',
    )
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    )
    expect(describeUserAgent(null)).toBe('An unknown browser')
  })
})

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** A response's headers but its date, to compare two answers. */
function headerList(headers: Headers): string[] {
  const list: string[] = []
  headers.forEach((value, name) => {
    if (name !== 'date') list.push(`${name}: ${value}`)
  })
  return list
}

/** How many codes each address has been mailed. */
async function pendingCodes(emails: string[]): Promise<number[]> {
  const counts = []
  for (const email of emails) {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_codes WHERE email = ? AND purpose = 'login'").bind(email).first<{ n: number }>()
    counts.push(row?.n ?? 0)
  }
  return counts
}

/** The approval page's form, posted as a browser would from the worker's own page (or another site's). */
const approvePost = (fields: URLSearchParams, origin = BASE) =>
  call(AuthPaths.emailDeviceApprove, { method: 'POST', origin, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: fields.toString() })

it('refuses posts from any origin but its own', async () => {
  const response = await call(AuthPaths.emailConnect, {
    method: 'POST',
    origin: 'https://evil.example',
    body: JSON.stringify({ email: 'csrf@example.com', deviceId: deviceId() }),
  })
  expect(response.status).toBe(403)
  expect(await mailbox('csrf@example.com')).toEqual([])
  const own = await call(AuthPaths.emailConnect, {
    method: 'POST',
    origin: 'https://porthole.test',
    body: JSON.stringify({ email: 'csrf@example.com', deviceId: deviceId() }),
  })
  expect(own.status).toBe(200)
})

describe('email codes', () => {
  it('refuses an expired code', async () => {
    const email = 'expired@example.com'
    const device = deviceId()
    await post(AuthPaths.emailConnect, { email, deviceId: device })
    const code = await latestCode(email)
    await env.DB.prepare('UPDATE email_codes SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - 1, email)
      .run()
    const response = await post(AuthPaths.emailOtp, { email, deviceId: device, code })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: AuthMessages.codeExpired })
  })

  it('counts wrong codes and locks the address on the fifth, even for the right code afterwards', async () => {
    const email = 'lockout@example.com'
    const device = deviceId()
    await post(AuthPaths.emailConnect, { email, deviceId: device })
    const code = await latestCode(email)
    for (let left = 4; left >= 1; left--) {
      const response = await post(AuthPaths.emailOtp, { email, deviceId: device, code: wrongCode(code) })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: AuthMessages.invalidCode, attemptsLeft: left })
    }
    const fifth = await post(AuthPaths.emailOtp, { email, deviceId: device, code: wrongCode(code) })
    expect(fifth.status).toBe(429)
    expect(await fifth.json()).toMatchObject({ error: AuthMessages.lockedOut })
    const right = await post(AuthPaths.emailOtp, { email, deviceId: device, code })
    expect(await right.json()).toMatchObject({ error: AuthMessages.lockedOut })
    const newCode = await post(AuthPaths.emailConnect, { email, deviceId: device })
    expect(newCode.status).toBe(429)
    expect(await newCode.json()).toMatchObject({ error: AuthMessages.lockedOut })
  })

  it('refuses a code issued to another device, and a used code', async () => {
    const email = 'replay-code@example.com'
    const device = deviceId()
    await post(AuthPaths.emailConnect, { email, deviceId: device })
    const code = await latestCode(email)
    expect((await post(AuthPaths.emailOtp, { email, deviceId: deviceId(), code })).status).toBe(400)
    expect((await post(AuthPaths.emailOtp, { email, deviceId: device, code })).status).toBe(200)
    const replay = await post(AuthPaths.emailOtp, { email, deviceId: device, code })
    expect(await replay.json()).toEqual({ error: AuthMessages.noCode })
  })
})

describe('dev mailbox', () => {
  it('lists mail newest first, and is not served outside development', async () => {
    const email = 'mailbox@example.com'
    await emailLogin(email)
    const device = deviceId()
    await post(AuthPaths.emailConnect, { email, deviceId: device })
    const messages = await mailbox(email)
    expect(messages.length).toBe(2)
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id)
    expect(messages[0]!.subject).toMatch(/^\d{6} is your login code$/)
    const path = `/dev/mailbox?to=${email}`
    const production = await handleDevMailbox(new Request(`${LOOPBACK}${path}`), { ...env, ENVIRONMENT: 'production' })
    expect(production.status).toBe(404)
    expect((await call('/dev/mailbox?to=nope', { base: LOOPBACK })).status).toBe(400)
  })

  it('answers only on a loopback host', async () => {
    for (const base of ['http://127.0.0.1:8787', 'http://[::1]:8787', LOOPBACK])
      expect((await call('/dev/mailbox?to=a@example.com', { base })).status).toBe(200)
    for (const base of ['https://porthole.test', 'http://127.0.0.1.nip.io', 'http://localhost.example.com']) {
      expect((await call('/dev/mailbox?to=a@example.com', { base })).status).toBe(404)
    }
  })

  it("is 404 with wrangler.toml's vars as shipped, even on a loopback host", async () => {
    const shipped = z.record(z.string(), z.string()).parse(JSON.parse(env.SHIPPED_VARS))
    expect(shipped).toMatchObject({ ENVIRONMENT: 'production', MAIL_TRANSPORT: 'http' })
    const response = await handleDevMailbox(new Request(`${LOOPBACK}/dev/mailbox?to=a@example.com`), { ...env, ...shipped })
    expect(response.status).toBe(404)
  })
})
