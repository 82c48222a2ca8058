import { AuthPaths } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index.js'
import { IP_LIMITS, type LimitClass } from '../../src/rate-limit/limits.js'
import { BASE } from '../support.js'

type Burst = { name: string; limitClass: LimitClass | 'authAddress'; send: (i: number) => Promise<Response> }

/**
 * Small limits, so a burst stays quick on a busy machine (the shipped ones are proven in
 * rate-limit.test.ts): per IP, TEST_RATE_LIMIT (8 per 60 s) in place of the class's binding
 * under test; per address, RATE_LIMITS.
 */
const LIMIT = 8
const ADDRESS_WINDOW = { limit: LIMIT, windowSeconds: 30 }
const EXCESS = 20

/** A request to the worker with the small limit on `limitClass`, from `ip` (a fresh client when none is named). */
function call(limitClass: LimitClass | 'authAddress', path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', init.ip ?? crypto.randomUUID())
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  const small =
    limitClass === 'authAddress' ? { RATE_LIMITS: JSON.stringify({ authAddress: ADDRESS_WINDOW }) } : { [IP_LIMITS[limitClass].binding]: env.TEST_RATE_LIMIT }
  return worker.fetch(request, { ...env, ...small })
}

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** One route of each class, each burst from one client (or, for `authAddress`, at one email from many). */
const bursts: Burst[] = [
  {
    name: 'POST /auth/email/connect from one IP',
    limitClass: 'auth',
    send: (i) => call('auth', AuthPaths.emailConnect, { ...json({ email: `burst${i}@example.com` }), ip: '203.0.113.1' }),
  },
  {
    name: 'POST /auth/email/otp for one address from many IPs',
    limitClass: 'authAddress',
    send: () => call('authAddress', AuthPaths.emailOtp, { ...json({ email: 'target@example.com', deviceId: 'device-burst-0000000', code: '000000' }) }),
  },
  // forceUpdate skips the cache, not the limit.
  {
    name: 'GET /v1/…/balance?forceUpdate=true',
    limitClass: 'api',
    send: () => call('api', `/v1/account/${ADDRESS}/balance?forceUpdate=true`, { ip: '203.0.113.2' }),
  },
  { name: 'GET /v1/supported-chains', limitClass: 'api', send: () => call('api', '/v1/supported-chains', { ip: '203.0.113.3' }) },
  { name: 'GET /getWallets', limitClass: 'directory', send: () => call('directory', '/getWallets', { ip: '203.0.113.4' }) },
  { name: 'GET /public/getTokenImage/…', limitClass: 'image', send: (i) => call('image', `/public/getTokenImage/t${i}`, { ip: '203.0.113.5' }) },
  { name: 'GET /getWalletImage/…', limitClass: 'image', send: () => call('image', '/getWalletImage/no-such-image', { ip: '203.0.113.6' }) },
]

describe('a burst on each route class', () => {
  it.each(bursts)('$name: 429 with Retry-After above the limit, never a 5xx', { timeout: 30_000 }, async ({ limitClass, send }) => {
    const responses = await Promise.all(Array.from({ length: LIMIT + EXCESS }, (_, i) => send(i)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    const limited = responses.filter((r) => r.status === 429 && r.headers.get('Retry-After') !== null)
    const bodies = await Promise.all(limited.map((r) => r.json()))
    const rateLimited = bodies.filter((body) => (body as { error?: string }).error === 'Rate Limited')
    if (limitClass === 'authAddress') {
      // A Durable Object's window starts at the first request: exactly the requests above the limit are refused.
      expect(rateLimited.length).toBe(EXCESS)
    } else {
      // The binding's windows follow the clock: a burst that straddles two may pass up to twice the limit.
      expect(rateLimited.length).toBeGreaterThanOrEqual(EXCESS - LIMIT)
      expect(rateLimited.length).toBeLessThanOrEqual(EXCESS)
    }
    for (const response of limited) {
      expect(response.headers.get('Content-Type')).toBe('application/json')
      const retryAfter = Number(response.headers.get('Retry-After'))
      if (limitClass === 'authAddress') {
        expect(retryAfter).toBeGreaterThanOrEqual(1)
        expect(retryAfter).toBeLessThanOrEqual(ADDRESS_WINDOW.windowSeconds)
      } else {
        expect(retryAfter).toBe(IP_LIMITS[limitClass].period)
      }
    }
    await Promise.all(responses.filter((r) => !r.bodyUsed).map((r) => r.body?.cancel()))
  })

  it('counts another client on its own', { timeout: 30_000 }, async () => {
    const responses = await Promise.all(Array.from({ length: LIMIT + EXCESS }, () => call('api', '/v1/supported-chains', { ip: '203.0.113.7' })))
    expect(responses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(EXCESS - LIMIT)
    expect((await call('api', '/v1/supported-chains', { ip: '203.0.113.8' })).status).toBe(200)
  })
})
