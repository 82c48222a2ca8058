import { AuthPaths } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index.js'
import type { LimitClass, Limits } from '../../src/rate-limit/limits.js'
import { BASE } from '../support.js'

type Burst = { name: string; limitClass: LimitClass | 'authAddress'; send: (i: number) => Promise<Response> }

/** Small limits through RATE_LIMITS, so a burst stays quick on a busy machine; the defaults are proven in rate-limit.test.ts. */
const window = { limit: 8, windowSeconds: 30 }
const LIMITS: Limits = { config: window, auth: window, authAddress: window, api: window, directory: window, image: window }

/** A request to the worker with LIMITS, from `ip` (a fresh client when none is named). */
function call(path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', init.ip ?? crypto.randomUUID())
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, RATE_LIMITS: JSON.stringify(LIMITS) })
}

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** One route of each class, each burst from one client (or, for `authAddress`, at one email from many). */
const bursts: Burst[] = [
  {
    name: 'POST /auth/email/connect from one IP',
    limitClass: 'auth',
    send: (i) => call(AuthPaths.emailConnect, { ...json({ email: `burst${i}@example.com` }), ip: '203.0.113.1' }),
  },
  {
    name: 'POST /auth/email/otp for one address from many IPs',
    limitClass: 'authAddress',
    send: () => call(AuthPaths.emailOtp, { ...json({ email: 'target@example.com', deviceId: 'device-burst-0000000', code: '000000' }) }),
  },
  // forceUpdate skips the cache, not the limit.
  { name: 'GET /v1/…/balance?forceUpdate=true', limitClass: 'api', send: () => call(`/v1/account/${ADDRESS}/balance?forceUpdate=true`, { ip: '203.0.113.2' }) },
  { name: 'GET /v1/supported-chains', limitClass: 'api', send: () => call('/v1/supported-chains', { ip: '203.0.113.3' }) },
  { name: 'GET /getWallets', limitClass: 'directory', send: () => call('/getWallets', { ip: '203.0.113.4' }) },
  { name: 'GET /public/getTokenImage/…', limitClass: 'image', send: (i) => call(`/public/getTokenImage/t${i}`, { ip: '203.0.113.5' }) },
  { name: 'GET /getWalletImage/…', limitClass: 'image', send: () => call('/getWalletImage/no-such-image', { ip: '203.0.113.6' }) },
]

describe('a burst on each route class', () => {
  it.each(bursts)('$name: 429 with Retry-After above the limit, never a 5xx', { timeout: 30_000 }, async ({ limitClass, send }) => {
    const { limit, windowSeconds } = LIMITS[limitClass]
    const responses = await Promise.all(Array.from({ length: limit + 10 }, (_, i) => send(i)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    const limited = responses.filter((r) => r.status === 429 && r.headers.get('Retry-After') !== null)
    const bodies = await Promise.all(limited.map((r) => r.json()))
    const rateLimited = bodies.filter((body) => (body as { error?: string }).error === 'Rate Limited')
    // Exactly the requests above the limit are refused by it; the others reach their handler.
    expect(rateLimited.length).toBe(10)
    for (const response of limited) {
      expect(response.headers.get('Content-Type')).toBe('application/json')
      const retryAfter = Number(response.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    }
    await Promise.all(responses.filter((r) => !r.bodyUsed).map((r) => r.body?.cancel()))
  })

  it('counts another client on its own', { timeout: 30_000 }, async () => {
    const responses = await Promise.all(Array.from({ length: LIMITS.api.limit + 1 }, () => call('/v1/supported-chains', { ip: '203.0.113.7' })))
    expect(responses.at(-1)?.status).toBe(429)
    expect((await call('/v1/supported-chains', { ip: '203.0.113.8' })).status).toBe(200)
  })
})
