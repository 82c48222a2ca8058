import { emailAddress } from '@porthole/protocol'
import * as z from 'zod'
import { json } from '../http/json.js'
import { IP_LIMITS, readAuthAddressLimit, type LimitClass } from './limits.js'

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

/** Per email address: a Durable Object per address, as the binding's windows are at most 60 s. */
async function overAddressLimit(env: Env, email: string): Promise<number | undefined> {
  const window = readAuthAddressLimit(env.RATE_LIMITS)
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`auth:address:${email}`))
  const decision = await stub.hit(window.limit, window.windowSeconds)
  return decision.allowed ? undefined : decision.retryAfterSeconds
}

export const rateLimited = (retryAfterSeconds: number) => json({ error: 'Rate Limited' }, 429, { 'Retry-After': String(retryAfterSeconds) })

/** `npm run bench:worker` serves the worker a second time without limits, to compare the two in one run. */
const limitsOff = (env: Env) => env.ENVIRONMENT === 'development' && env.DEV_RATE_LIMITS_OFF === 'true'

/**
 * Counts the request against its class per IP (Cloudflare's Rate Limiting binding, local to the
 * edge) and, on /auth/*, per address; a 429 when over a limit. The binding does not say when its
 * window ends, so Retry-After is the whole period.
 */
export async function checkLimit(limitClass: LimitClass, request: Request, env: Env): Promise<Response | undefined> {
  if (limitsOff(env)) return undefined
  const { binding, period } = IP_LIMITS[limitClass]
  const { success } = await env[binding].limit({ key: clientIp(request) })
  if (!success) return rateLimited(period)
  if (limitClass !== 'auth') return undefined
  const email = await bodyEmail(request)
  const byAddress = email === undefined ? undefined : await overAddressLimit(env, email)
  return byAddress === undefined ? undefined : rateLimited(byAddress)
}
