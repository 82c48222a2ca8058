import { base64urlnopad } from '@scure/base'
import { hashToken } from '../sessions.js'
import { FLOW_TTL_MS } from './flows.js'

/**
 * The flow-binding secret: set as a first-party, HttpOnly, SameSite=Lax cookie
 * when the login window starts a flow, its hash stored with the flow, and
 * required by the callback. A flow started anywhere else (a client forging
 * Origin) cannot be finished by a visitor's browser, which lacks the cookie.
 */

const SECRET = /^[A-Za-z0-9_-]{43}$/

/** `__Host-` (Secure, whole origin, no Domain) where the worker is on HTTPS; plain on local HTTP. */
const cookieName = (request: Request) => (new URL(request.url).protocol === 'https:' ? '__Host-porthole-social' : 'porthole-social')

/** The browser's secret, if it sent a well-formed one. */
export function readBinding(request: Request): string | undefined {
  const name = cookieName(request)
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (part.slice(0, at).trim() === name && SECRET.test(part.slice(at + 1).trim())) return part.slice(at + 1).trim()
  }
  return undefined
}

/**
 * The secret for a new flow: the browser's own when it has one (two logins
 * started side by side both finish), else a new one. With the Set-Cookie that keeps it.
 */
export async function bindFlow(request: Request): Promise<{ hash: string; setCookie: string }> {
  const secret = readBinding(request) ?? base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return {
    hash: await hashToken(secret),
    setCookie: `${cookieName(request)}=${secret}; Path=/; Max-Age=${FLOW_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  }
}

/** Whether this request comes from the browser that started the flow. */
export async function isBoundBrowser(request: Request, bindingHash: string): Promise<boolean> {
  const secret = readBinding(request)
  return secret !== undefined && bindingHash !== '' && (await hashToken(secret)) === bindingHash
}
