import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../connection/connection-storage.js'
import { createSocialRedirect, type RedirectHost } from './social-redirect.js'

const RESULT = 'https://frame.test/auth/social/result?id=abc'
const KEY = 'k'.repeat(43)

function host(address: string): RedirectHost & { replaced: string[]; navigated: string[] } {
  const replaced: string[] = []
  const navigated: string[] = []
  return {
    address,
    pageAddress: 'https://dapp.test/',
    replaceAddress: (url) => void replaced.push(url),
    navigateTop: (url) => void navigated.push(url),
    replaced,
    navigated,
  }
}

describe('social login by redirect', () => {
  it('keeps the result key, sends the tab away, and on return takes result_uri out of the frame address', () => {
    const storage = memoryStorage()
    const leaving = host('https://frame.test/frame?projectId=demo')
    createSocialRedirect(leaving, storage).go('https://idp.test/auth', { provider: 'google', resultKey: KEY })
    expect(leaving.navigated).toEqual(['https://idp.test/auth'])

    const back = host(`https://frame.test/frame?projectId=demo&result_uri=${encodeURIComponent(RESULT)}`)
    const redirect = createSocialRedirect(back, storage)
    expect(redirect.takeReturned()).toEqual({ resultUri: RESULT, flow: { provider: 'google', resultKey: KEY } })
    expect(back.replaced).toEqual(['https://frame.test/frame?projectId=demo'])
    // The key is used once.
    expect(createSocialRedirect(back, storage).takeReturned()?.flow).toBeUndefined()
  })

  it('finds nothing in an address without result_uri, and returns to the page it was given', () => {
    const plain = host('https://frame.test/frame?projectId=demo')
    const redirect = createSocialRedirect(plain, memoryStorage())
    expect(redirect.takeReturned()).toBeUndefined()
    expect(plain.replaced).toEqual([])
    expect(redirect.returnTo()).toBe('https://dapp.test/')
    expect(createSocialRedirect({ ...plain, pageAddress: '' }, memoryStorage()).returnTo()).toBeUndefined()
  })

  it('ignores a stored flow that does not parse', () => {
    const storage = memoryStorage()
    storage.setItem('porthole:socialRedirect', '{"provider":"myspace"}')
    const back = host(`https://frame.test/frame?result_uri=${encodeURIComponent(RESULT)}`)
    expect(createSocialRedirect(back, storage).takeReturned()).toEqual({ resultUri: RESULT, flow: undefined })
    vi.restoreAllMocks()
  })
})
