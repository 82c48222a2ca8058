import { isOriginAllowed } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { projectRow } from '../src/projects/project.js'

const allowed = (origin: string, ...patterns: string[]) => isOriginAllowed(origin, patterns)

describe('origin allow-list matching', () => {
  it('matches scheme, host and port exactly', () => {
    expect(allowed('https://app.example.com', 'https://app.example.com')).toBe(true)
    expect(allowed('http://app.example.com', 'https://app.example.com')).toBe(false)
    expect(allowed('https://app.example.com:8443', 'https://app.example.com')).toBe(false)
    expect(allowed('https://other.example.com', 'https://app.example.com')).toBe(false)
    expect(allowed('https://app.example.com.evil.com', 'https://app.example.com')).toBe(false)
  })

  it('lets a wildcard host match subdomains only', () => {
    const pattern = 'https://*.example.com'
    expect(allowed('https://a.example.com', pattern)).toBe(true)
    expect(allowed('https://a.b.example.com', pattern)).toBe(true)
    expect(allowed('https://example.com', pattern)).toBe(false)
    expect(allowed('https://example.com.evil.com', pattern)).toBe(false)
    expect(allowed('https://evilexample.com', pattern)).toBe(false)
    expect(allowed('http://a.example.com', pattern)).toBe(false)
    expect(allowed('https://a.example.com:8443', pattern)).toBe(false)
  })

  it('lets a wildcard port match any port of that host', () => {
    const pattern = 'http://localhost:*'
    expect(allowed('http://localhost:3000', pattern)).toBe(true)
    expect(allowed('http://localhost:5173', pattern)).toBe(true)
    expect(allowed('http://localhost', pattern)).toBe(true)
    expect(allowed('http://localhost.evil.com:3000', pattern)).toBe(false)
    expect(allowed('https://localhost:3000', pattern)).toBe(false)
  })

  it('rejects what is not an origin', () => {
    expect(allowed('null', 'https://app.example.com')).toBe(false)
    expect(allowed('https://app.example.com/path', 'https://app.example.com')).toBe(false)
    expect(allowed('https://user@app.example.com', 'https://app.example.com')).toBe(false)
    // Browsers never send the default port, so this is no serialized origin.
    expect(allowed('https://app.example.com:443', 'https://app.example.com')).toBe(false)
    expect(allowed('', 'https://app.example.com')).toBe(false)
  })
})

describe('wildcards on public suffixes', () => {
  it('are dropped from a stored project, the rest kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const row = {
      id: 'p',
      name: 'P',
      features: '[]',
      default_network: null,
      return_urls: '[]',
      siwx: null,
      smart_account_networks: null,
      networks: null,
      basic: 0,
      terms_url: null,
      privacy_url: null,
      created_at: 1,
    }
    const project = projectRow.parse({
      ...row,
      allowed_origins: JSON.stringify(['https://*.com', 'https://*.github.io', 'https://*.shop.example.com', 'https://*.co.uk']),
    })
    expect(project.allowedOrigins).toEqual(['https://*.shop.example.com'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://*.com https://*.github.io https://*.co.uk'))
    warn.mockRestore()
  })
})
