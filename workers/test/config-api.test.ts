import { DefaultFeatureIds } from '@porthole/protocol'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS, defaultFeatures } from '../src/projects/defaults.js'
import { call, seedProject } from './support.js'

const ORIGINS = ['https://*.example.com', 'http://localhost:*']

beforeAll(async () => {
  await seedProject('config-test', ORIGINS, defaultFeatures(['swaps']))
})

async function body(response: Response): Promise<unknown> {
  expect(response.headers.get('Content-Type')).toBe('application/json')
  return response.json()
}

describe('config service shapes', () => {
  it('GET /appkit/v1/config lists every feature (remote ones, then the defaults) and basic mode', async () => {
    const response = await call('/appkit/v1/config?projectId=config-test&st=porthole&sv=1.7.15')
    expect(response.status).toBe(200)
    const { features, basic } = (await body(response)) as { features: { id: string; isEnabled: boolean; config: string[] | null }[]; basic: boolean }
    expect(basic).toBe(false)
    expect(features.map((f) => f.id)).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'reownBranding',
      'multiWallet',
      'passkeys',
      ...DefaultFeatureIds,
    ])
    const enabled = Object.fromEntries(features.map((f) => [f.id, f.isEnabled]))
    expect(enabled).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
    expect(features.find((f) => f.id === 'swaps')).toEqual({ id: 'swaps', isEnabled: false, config: null })
    expect(features.find((f) => f.id === 'socials')).toEqual({ id: 'socials', isEnabled: true, config: DEFAULT_SOCIALS })
  })

  it('GET /projects/v1/origins returns the allow-list', async () => {
    const response = await call('/projects/v1/origins?projectId=config-test')
    expect(response.status).toBe(200)
    expect(await body(response)).toEqual({ allowedOrigins: ORIGINS })
  })

  it('GET /getAnalyticsConfig answers whether analytics is on', async () => {
    const response = await call('/getAnalyticsConfig?projectId=config-test')
    expect(response.status).toBe(200)
    expect(await body(response)).toEqual({ isAnalyticsEnabled: true })
  })

  it("a project's settings: basic mode, and analytics off", async () => {
    await seedProject('config-basic', ORIGINS, [...defaultFeatures(), { id: 'analytics', isEnabled: false, config: null }], null, [], { basic: true })
    const config = (await body(await call('/appkit/v1/config?projectId=config-basic'))) as { basic: boolean; features: { id: string; isEnabled: boolean }[] }
    expect(config.basic).toBe(true)
    expect(config.features.find((f) => f.id === 'analytics')?.isEnabled).toBe(false)
    expect(await body(await call('/getAnalyticsConfig?projectId=config-basic'))).toEqual({ isAnalyticsEnabled: false })
  })
})

describe('bad input', () => {
  it.each([
    ['missing projectId', '/projects/v1/origins'],
    ['empty projectId', '/projects/v1/origins?projectId='],
    ['bad characters', '/projects/v1/origins?projectId=a%27%3B--'],
    ['a space', '/getAnalyticsConfig?projectId=a%20b'],
    ['over-long projectId', `/appkit/v1/config?projectId=${'a'.repeat(65)}`],
    ['over-long sdk version', `/appkit/v1/config?projectId=config-test&sv=${'1'.repeat(65)}`],
  ])('400 for %s', async (_, path) => {
    const response = await call(path)
    expect(response.status).toBe(400)
    const json = (await body(response)) as { error: string; issues: { path: string; message: string }[] }
    expect(json.error).toBe('Invalid input')
    expect(json.issues.length).toBeGreaterThan(0)
  })

  it('403 for an unknown project', async () => {
    const response = await call('/projects/v1/origins?projectId=no-such-project')
    expect(response.status).toBe(403)
    expect(await body(response)).toEqual({ error: 'Invalid Project ID' })
  })

  it('404 JSON for an unknown path, 405 for a wrong method', async () => {
    const missing = await call('/nope')
    expect(missing.status).toBe(404)
    expect(await body(missing)).toEqual({ error: 'Not Found' })
    const post = await call('/projects/v1/origins?projectId=config-test', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('Allow')).toBe('GET, OPTIONS')
    await body(post)
  })
})

describe('CORS', () => {
  const path = '/projects/v1/origins?projectId=config-test'

  it.each(['https://app.example.com', 'http://localhost:5173'])('echoes the allowed origin %s', async (origin) => {
    const response = await call(path, { origin })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    expect(response.headers.get('Vary')).toContain('Origin')
  })

  it.each(['https://example.com', 'https://example.com.evil.com', 'http://app.example.com', 'null'])('gives no CORS header to %s', async (origin) => {
    const response = await call(path, { origin })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(response.headers.get('Vary')).toContain('Origin')
  })

  it('answers a preflight from an allowed origin, and only that', async () => {
    const init = { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET' } }
    const allowed = await call(path, { ...init, origin: 'https://a.b.example.com' })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://a.b.example.com')
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('GET, OPTIONS')
    const denied = await call(path, { ...init, origin: 'https://evil.test' })
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('gives an unknown project no CORS header', async () => {
    const response = await call('/projects/v1/origins?projectId=nobody', { origin: 'https://app.example.com' })
    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('server errors', () => {
  it('answers a corrupt project row with a bare 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await seedProject('corrupt-row', ['javascript:alert(1)'])
    const response = await call('/projects/v1/origins?projectId=corrupt-row')
    expect(response.status).toBe(500)
    expect(await body(response)).toEqual({ error: 'Server Error' })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})
