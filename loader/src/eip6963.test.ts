import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceProvider } from './eip6963.js'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function listen(page: EventTarget) {
  const details: unknown[] = []
  page.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail))
  return details
}

afterEach(() => vi.unstubAllGlobals())

describe('announceProvider', () => {
  it('announces a frozen Porthole detail now and on every request', () => {
    const page = new EventTarget()
    const provider = { request: async () => null }
    const details = listen(page)
    announceProvider(page, provider)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(details[1]).toBe(details[0])
    const detail = details[0] as { info: Record<string, string>; provider: unknown }
    expect(detail.provider).toBe(provider)
    expect(detail.info).toMatchObject({ name: 'Porthole', rdns: 'dev.porthole', uuid: expect.stringMatching(UUID_V4) })
    expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(Object.isFrozen(detail) && Object.isFrozen(detail.info)).toBe(true)
  })

  it('makes a v4 uuid where crypto.randomUUID is missing (a plain-http page)', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) })
    const page = new EventTarget()
    const details = listen(page)
    announceProvider(page, {})
    expect((details[0] as { info: { uuid: string } }).info.uuid).toMatch(UUID_V4)
  })
})
