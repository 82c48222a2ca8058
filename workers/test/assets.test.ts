import { describe, expect, it } from 'vitest'
import { call } from './support.js'

describe('static assets', () => {
  it('serves loader.js as JavaScript, cached for five minutes', async () => {
    const response = await call('/loader.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/javascript')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(await response.text()).toContain('loader fixture')
  })

  it('serves hashed assets as immutable, importable from any page', async () => {
    const response = await call('/assets/frame-TEST1234.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it('serves a network icon as an SVG that may run nothing, cached for a day', async () => {
    const response = await call('/networks/eip155-8453.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect((await call('/networks/eip155-99999.svg')).status).toBe(404)
  })

  it('answers a missing asset with a JSON 404', async () => {
    const response = await call('/assets/missing-000.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
