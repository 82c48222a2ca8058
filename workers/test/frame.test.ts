import { FRAME_CONFIG_ELEMENT_ID, frameConfig, type FrameConfig } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../src/index.js'
import { defaultFeatures } from '../src/projects/defaults.js'
import { BASE, call, directives, seedProject } from './support.js'

beforeAll(async () => {
  await seedProject('frame-test', ['https://*.example.com', 'HTTP://LOCALHOST:*', 'https://shop.test:443'])
})

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`)

/** The frame document; `vars` replace the worker's variables for this request. */
async function frame(query: string, vars: Partial<Env> = {}): Promise<{ response: Response; config: FrameConfig; html: string }> {
  const request = new Request(`${BASE}/frame${query}`) as Parameters<typeof worker.fetch>[0]
  const response = await worker.fetch(request, { ...env, ...vars })
  expect(response.status).toBe(200)
  const html = await response.text()
  const json = CONFIG_BLOCK.exec(html)?.[1]
  expect(json).toBeDefined()
  return { response, html, config: frameConfig().parse(JSON.parse(json!)) }
}

describe('GET /frame', () => {
  it('serves the document with the project config in place of the placeholder', async () => {
    const { config, html, response } = await frame('?projectId=frame-test&theme=dark')
    expect(config).toMatchObject({ projectId: 'frame-test', theme: 'dark' })
    expect(config.allowedOrigins).toEqual(['https://*.example.com', 'http://localhost:*', 'https://shop.test'])
    expect(config.features).toHaveLength(8)
    expect(config.alert).toBeUndefined()
    expect(html).not.toContain('<!--porthole:config-->')
    expect(html).toContain('/assets/frame-TEST1234.js')
    // Fetched as soon as the headers arrive, not after the document is parsed.
    expect(response.headers.get('Link')).toBe('</assets/frame-TEST1234.js>; rel=modulepreload')
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it("lists exactly the project's origins in frame-ancestors, with a strict policy", async () => {
    const { response } = await frame('?projectId=frame-test')
    const csp = response.headers.get('Content-Security-Policy')
    const policy = directives(csp)
    expect(policy.get('frame-ancestors')).toEqual(['https://*.example.com', 'http://localhost:*', 'https://shop.test'])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:*', 'http://localhost:*'])
    expect(csp).not.toMatch(/unsafe-(eval|inline)/)
  })

  it('gives the frame the RPC_URLS and lets it reach their origins, in production too', async () => {
    const RPC_URLS = JSON.stringify({ 'eip155:31337': 'http://127.0.0.1:9545', 'eip155:1': 'https://rpc.example.com/v1/key' })
    for (const ENVIRONMENT of ['development', 'production']) {
      const { config, response } = await frame('?projectId=frame-test', { RPC_URLS, ENVIRONMENT })
      expect(config.rpcUrls).toEqual(JSON.parse(RPC_URLS))
      const connect = directives(response.headers.get('Content-Security-Policy')).get('connect-src')
      expect(connect).toContain('https://rpc.example.com')
      expect(connect).toContain(ENVIRONMENT === 'development' ? 'http://127.0.0.1:*' : 'http://127.0.0.1:9545')
    }
  })

  it('gives a chain with several RPC URLs its first as rpcUrls and the rest as rpcFallbacks, all in connect-src', async () => {
    const RPC_URLS = JSON.stringify({ 'eip155:1': ['https://slow.example/rpc', 'https://fast.example/rpc'], 'eip155:10': 'https://op.example' })
    const { config, response } = await frame('?projectId=frame-test', { RPC_URLS, ENVIRONMENT: 'production' })
    expect(config.rpcUrls).toEqual({ 'eip155:1': 'https://slow.example/rpc', 'eip155:10': 'https://op.example' })
    expect(config.rpcFallbacks).toEqual({ 'eip155:1': ['https://fast.example/rpc'] })
    expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual([
      "'self'",
      'https://slow.example',
      'https://fast.example',
      'https://op.example',
    ])
  })

  it("describes the project's networks from the catalog, in its order, and lets the frame reach their public RPCs", async () => {
    await env.DB.prepare('UPDATE projects SET networks = ? WHERE id = ?')
      .bind(JSON.stringify(['eip155:8453', 'eip155:42161', 'eip155:424242']), 'frame-test')
      .run()
    try {
      const RPC_URLS = JSON.stringify({ 'eip155:42161': 'https://arb.example/rpc' })
      const { config, response } = await frame('?projectId=frame-test', { RPC_URLS, ENVIRONMENT: 'production' })
      expect(config.networks?.map((n) => [n.caipNetworkId, n.name, n.iconUrl])).toEqual([
        ['eip155:8453', 'Base', '/networks/eip155-8453.svg'],
        ['eip155:42161', 'Arbitrum One', '/networks/eip155-42161.svg'],
      ])
      expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual([
        "'self'",
        'https://arb.example',
        'https://mainnet.base.org',
      ])
    } finally {
      await env.DB.prepare('UPDATE projects SET networks = NULL WHERE id = ?').bind('frame-test').run()
    }
    expect((await frame('?projectId=frame-test')).config.networks).toBeUndefined()
  })

  it('allows only itself in production without RPC_URLS', async () => {
    const { config, response } = await frame('?projectId=frame-test', { RPC_URLS: '{}', ENVIRONMENT: 'production' })
    expect(config.rpcUrls).toEqual({})
    expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'"])
  })

  it('serves the frame without RPC URLs when RPC_URLS is malformed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { config, response } = await frame('?projectId=frame-test', { RPC_URLS: '{"eip155:1": "https://a;b"}', ENVIRONMENT: 'production' })
    expect(config.rpcUrls).toEqual({})
    expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'"])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it("points the frame at the operator's RELAY_URL and lets it reach that origin; none means this worker's /relay", async () => {
    const { config, response } = await frame('?projectId=frame-test', { RELAY_URL: 'wss://relay.example.com:8443/v1', ENVIRONMENT: 'production' })
    expect(config.relayUrl).toBe('wss://relay.example.com:8443/v1')
    expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'", 'wss://relay.example.com:8443'])
    const local = await frame('?projectId=frame-test', { RELAY_URL: '', ENVIRONMENT: 'production' })
    expect(local.config.relayUrl).toBeUndefined()
    expect(directives(local.response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'"])
  })

  it('ignores a RELAY_URL that is not a ws(s) URL on a plain host, saying so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const RELAY_URL of ['https://relay.example.com', 'wss://a;script-src', 'relay.example.com']) {
      const { config, response } = await frame('?projectId=frame-test', { RELAY_URL, ENVIRONMENT: 'production' })
      expect(config.relayUrl).toBeUndefined()
      expect(directives(response.headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'"])
    }
    expect(error).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })

  it('tells the frame the suffix names are registered under (NAME_SUFFIX)', async () => {
    expect((await frame('?projectId=frame-test')).config.nameSuffix).toBe('.reown.id')
  })

  it("carries the project's default network; a project without one leaves it out (the frame's eip155:1)", async () => {
    await seedProject('frame-local-default', ['https://shop.test'], defaultFeatures(), 'eip155:31337')
    expect((await frame('?projectId=frame-local-default')).config.defaultNetwork).toBe('eip155:31337')
    expect((await frame('?projectId=frame-test')).config).not.toHaveProperty('defaultNetwork')
  })

  it('refuses to serve a project whose stored default network is not a CAIP-2 id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await seedProject('frame-bad-default', ['https://shop.test'], defaultFeatures(), 'mainnet')
    const request = new Request(`${BASE}/frame?projectId=frame-bad-default`) as Parameters<typeof worker.fetch>[0]
    expect((await worker.fetch(request, env)).status).toBe(500)
    logged.mockRestore()
  })

  it("passes the snippet's own feature settings and data-debug; drops malformed ones whole", async () => {
    const local = (await frame(`?projectId=frame-test&features=${encodeURIComponent('{"swaps":false,"legalCheckbox":true}')}&basic=1&debug=1`)).config
    expect(local.local).toEqual({ features: { swaps: false, legalCheckbox: true }, basic: true })
    expect(local.debug).toBe(true)
    for (const bad of ['{"teleport":true}', '{"swaps":"no"}', 'not json']) {
      expect((await frame(`?projectId=frame-test&features=${encodeURIComponent(bad)}`)).config).not.toHaveProperty('local')
    }
    expect((await frame('?projectId=frame-test')).config).not.toHaveProperty('debug')
  })

  it('turns reconnect off only for reconnect=0', async () => {
    expect((await frame('?projectId=frame-test&reconnect=0')).config.reconnect).toBe(false)
    expect((await frame('?projectId=frame-test')).config.reconnect).toBe(true)
    expect((await frame('?projectId=frame-test&reconnect=false')).config.reconnect).toBe(true)
  })

  it("passes the snippet's data-locale when it names a supported language, to alert frames too; drops any other", async () => {
    expect((await frame('?projectId=frame-test&locale=ar')).config.locale).toBe('ar')
    expect((await frame('?projectId=nobody-here&locale=ja')).config.locale).toBe('ja')
    for (const bad of ['AR', 'ar-EG', 'tlh', '%3Cscript%3E', '']) {
      expect((await frame(`?projectId=frame-test&locale=${bad}`)).config).not.toHaveProperty('locale')
    }
  })

  it('falls back to the light theme', async () => {
    const { config } = await frame('?projectId=frame-test&theme=%3Cscript%3E')
    expect(config.theme).toBe('light')
  })

  it('tells an unknown project it is invalid, embeddable anywhere', async () => {
    const { config, response } = await frame('?projectId=nobody-here')
    expect(config).toEqual({ projectId: 'nobody-here', theme: 'light', allowedOrigins: [], features: [], alert: 'Invalid Project ID' })
    expect(directives(response.headers.get('Content-Security-Policy')).get('frame-ancestors')).toEqual(['*'])
  })

  it('treats a malformed project id as invalid without echoing it', async () => {
    const { config, html } = await frame('?projectId=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(config.alert).toBe('Invalid Project ID')
    expect(config.projectId).toBe('')
    expect(html).not.toContain('alert(1)')
  })

  it('tells a page with no project id that it is not configured', async () => {
    const { config } = await frame('')
    expect(config.alert).toBe('Project ID Not Configured')
    expect(config.allowedOrigins).toEqual([])
  })

  it('never serves frame.html without its config', async () => {
    expect((await call('/frame.html')).status).toBe(404)
  })
})

describe('GET /frame/status', () => {
  const status = async (query: string, origin?: string) => {
    const response = await call(`/frame/status${query}`, origin ? { origin } : {})
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Content-Type')).toBe('application/json')
    return ((await response.json()) as { status: string }).status
  }

  it('judges the calling origin against the allow-list', async () => {
    expect(await status('?projectId=frame-test', 'https://a.example.com')).toBe('ok')
    expect(await status('?projectId=frame-test', 'http://localhost:5173')).toBe('ok')
    expect(await status('?projectId=frame-test', 'https://example.com')).toBe('origin-not-allowed')
    expect(await status('?projectId=frame-test')).toBe('origin-not-allowed')
  })

  it('names an unknown or missing project', async () => {
    expect(await status('?projectId=nobody-here', 'https://a.example.com')).toBe('invalid-project')
    expect(await status('?projectId=bad%20id', 'https://a.example.com')).toBe('invalid-project')
    expect(await status('', 'https://a.example.com')).toBe('missing-project')
  })
})
