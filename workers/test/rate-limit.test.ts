import { env } from 'cloudflare:workers'
import { beforeAll, expect, it } from 'vitest'
import worker from '../src/index.js'
import { IP_LIMITS } from '../src/rate-limit/limits.js'
import { BASE, call, seedProject } from './support.js'

const { limit: LIMIT, period: PERIOD } = IP_LIMITS.config
/** More than one window's worth over the limit: the limiter's windows follow the clock, so a burst may straddle two. */
const EXCESS = LIMIT + 10

beforeAll(async () => {
  await seedProject('burst-test', ['https://app.example.com'])
})

const origins = (ip: string) => call('/projects/v1/origins?projectId=burst-test', { ip, origin: 'https://app.example.com' })

it(`allows ${LIMIT} requests per ${PERIOD} s from one IP, then answers 429 with Retry-After`, async () => {
  const responses = await Promise.all(Array.from({ length: LIMIT + EXCESS }, () => origins('198.51.100.1')))
  expect(responses.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.status)).toEqual([])
  const limited = responses.filter((r) => r.status === 429)
  expect(limited.length).toBeGreaterThanOrEqual(EXCESS - LIMIT)
  expect(limited.length).toBeLessThanOrEqual(EXCESS)
  for (const response of limited) {
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.headers.get('Retry-After')).toBe(String(PERIOD))
    // The page can read the 429, so the frame can show 'Rate Limited'.
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com')
  }
  expect(await limited[0]?.json()).toEqual({ error: 'Rate Limited' })
  await Promise.all(responses.filter((r) => !r.bodyUsed).map((r) => r.body?.cancel()))
})

it('counts each client separately', async () => {
  const response = await origins('198.51.100.2')
  expect(response.status).toBe(200)
})

/** A burst of 8 + 20 on /v1/supported-chains from one IP, under TEST_RATE_LIMIT (8 per 60 s) and `vars`. */
async function refusedOf(vars: Partial<Env>): Promise<number> {
  const ip = crypto.randomUUID()
  const send = () => {
    const request = new Request(`${BASE}/v1/supported-chains`, { headers: { 'CF-Connecting-IP': ip } }) as Parameters<typeof worker.fetch>[0]
    return worker.fetch(request, { ...env, RATE_LIMIT_API: env.TEST_RATE_LIMIT, ...vars })
  }
  const responses = await Promise.all(Array.from({ length: 28 }, send))
  await Promise.all(responses.map((r) => r.body?.cancel()))
  expect(responses.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.status)).toEqual([])
  return responses.filter((r) => r.status === 429).length
}

it('counts nothing on the local stack with DEV_RATE_LIMITS_OFF (npm run bench:worker)', async () => {
  expect(await refusedOf({ ENVIRONMENT: 'development', DEV_RATE_LIMITS_OFF: 'true' })).toBe(0)
})

it('ignores DEV_RATE_LIMITS_OFF outside development', async () => {
  expect(await refusedOf({ ENVIRONMENT: 'production', DEV_RATE_LIMITS_OFF: 'true' })).toBeGreaterThanOrEqual(12)
})
