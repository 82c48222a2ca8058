import { beforeAll, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../src/rate-limit/limits.js'
import { call, seedProject } from './support.js'

const { limit: LIMIT, windowSeconds: WINDOW } = DEFAULT_LIMITS.config

beforeAll(async () => {
  await seedProject('burst-test', ['https://app.example.com'])
})

const origins = (ip: string) => call('/projects/v1/origins?projectId=burst-test', { ip, origin: 'https://app.example.com' })

it(`allows ${LIMIT} requests per window, then answers 429 with Retry-After`, async () => {
  for (let i = 0; i < LIMIT; i++) {
    const response = await origins('198.51.100.1')
    expect(response.status).toBe(200)
    await response.body?.cancel()
  }
  const limited = await origins('198.51.100.1')
  expect(limited.status).toBe(429)
  expect(limited.headers.get('Content-Type')).toBe('application/json')
  expect(await limited.json()).toEqual({ error: 'Rate Limited' })
  const retryAfter = Number(limited.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(WINDOW)
  // The page can read the 429, so the frame can show 'Rate Limited'.
  expect(limited.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com')
})

it('counts each client separately', async () => {
  const response = await origins('198.51.100.2')
  expect(response.status).toBe(200)
})
