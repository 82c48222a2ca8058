import { describe, expect, it } from 'vitest'
import { formatOriginPattern, isOriginAllowed, parseOriginPattern } from './origins.js'

describe('isOriginAllowed', () => {
  const cases: [string, string, boolean][] = [
    ['https://example.com', 'https://example.com', true],
    ['https://example.com', 'http://example.com', false],
    ['https://example.com', 'https://example.com:8443', false],
    ['https://example.com:8443', 'https://example.com:8443', true],
    ['https://example.com:443', 'https://example.com', true],
    ['https://example.com', 'https://www.example.com', false],
    ['https://*.example.com', 'https://a.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://example.com.evil.com', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com', 'http://a.example.com', false],
    ['http://localhost:*', 'http://localhost:5173', true],
    ['http://localhost:*', 'http://localhost', true],
    ['http://localhost:*', 'http://localhost.evil.com:5173', false],
    ['http://localhost:*', 'https://localhost:5173', false],
    ['http://127.0.0.1:*', 'http://127.0.0.1:8080', true],
    ['http://[::1]:*', 'http://[::1]:3000', true],
    ['https://example.com', 'null', false],
    ['https://example.com', 'https://example.com/path', false],
    ['https://example.com', 'https://user@example.com', false],
  ]
  it.each(cases)('%s vs %s → %s', (pattern, origin, expected) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(expected)
  })

  it('refuses everything for an empty list', () => {
    expect(isOriginAllowed('https://example.com', [])).toBe(false)
  })
})

describe('parseOriginPattern', () => {
  it.each([
    '*',
    'https://*',
    'example.com',
    'https://exa mple.com',
    "https://a.com 'unsafe-inline'",
    'https://a.com;script-src *',
    'javascript://x',
    'https://*.*.com',
    'https://a.com/path',
    'http://a.com:99999',
  ])('rejects %s', (input) => expect(parseOriginPattern(input)).toBeUndefined())

  it('canonicalises case and default ports', () => {
    expect(formatOriginPattern(parseOriginPattern('HTTPS://Example.COM:443')!)).toBe('https://example.com')
    expect(formatOriginPattern(parseOriginPattern('http://localhost:*')!)).toBe('http://localhost:*')
  })
})
