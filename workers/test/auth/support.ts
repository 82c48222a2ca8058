import { AuthPaths, signedIn, type DevMailMessage, type SignedInResult } from '@porthole/protocol'
import { call } from '../support.js'

export const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  })

/** The dev mailbox answers only on a loopback host, as on the local stack. */
export const LOOPBACK = 'http://localhost:8787'

export async function mailbox(to: string): Promise<DevMailMessage[]> {
  const response = await call(`${AuthPaths.devMailbox}?to=${encodeURIComponent(to)}`, { base: LOOPBACK })
  return ((await response.json()) as { messages: DevMailMessage[] }).messages
}

/** The code in the newest mail to the address. */
export async function latestCode(to: string): Promise<string> {
  const [newest] = await mailbox(to)
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

export const deviceId = () => crypto.randomUUID().replaceAll('-', '')

/** A full email login from a fresh device that has not been seen for this address. */
export async function emailLogin(email: string, device = deviceId()): Promise<SignedInResult> {
  const connect = await post(AuthPaths.emailConnect, { email, deviceId: device })
  const { action } = (await connect.json()) as { action: string }
  if (action !== 'VERIFY_OTP') throw new Error(`expected VERIFY_OTP, got ${action}`)
  const response = await post(AuthPaths.emailOtp, { email, deviceId: device, code: await latestCode(email) })
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`)
  return signedIn().parse(await response.json())
}
