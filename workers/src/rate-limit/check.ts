import { emailAddress } from '@porthole/protocol'
import * as z from 'zod'
import { json } from '../http/json.js'
import { readLimits, type LimitClass, type Window } from './limits.js'

/**
 * The client a burst is counted against. `CF-Connecting-IP` is set by
 * Cloudflare's edge (and by wrangler dev locally) and cannot be forged through
 * it; anywhere else it is just a header. Without it, all such clients share one count.
 */
const clientIp = (request: Request) => request.headers.get('CF-Connecting-IP') ?? 'unknown'

const withEmail = z.object({ email: emailAddress() })

/** The address a login or email change is for, counted across every IP that asks for it. */
async function bodyEmail(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined
  const text = await request.clone().text()
  if (text.length > 65_536) return undefined
  try {
    const parsed = withEmail.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.email : undefined
  } catch {
    return undefined
  }
}

async function hit(env: Env, key: string, window: Window): Promise<number | undefined> {
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key))
  const decision = await stub.hit(window.limit, window.windowSeconds)
  return decision.allowed ? undefined : decision.retryAfterSeconds
}

export const rateLimited = (retryAfterSeconds: number) => json({ error: 'Rate Limited' }, 429, { 'Retry-After': String(retryAfterSeconds) })

/** Counts the request against its class (per IP, and per address on /auth/*); a 429 when over a limit. */
export async function checkLimit(limitClass: LimitClass, request: Request, env: Env): Promise<Response | undefined> {
  const limits = readLimits(env.RATE_LIMITS)
  const byIp = await hit(env, `${limitClass}:ip:${clientIp(request)}`, limits[limitClass])
  if (byIp !== undefined) return rateLimited(byIp)
  if (limitClass !== 'auth') return undefined
  const email = await bodyEmail(request)
  const byAddress = email === undefined ? undefined : await hit(env, `auth:address:${email}`, limits.authAddress)
  return byAddress === undefined ? undefined : rateLimited(byAddress)
}
