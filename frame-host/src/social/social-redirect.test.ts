import { SocialPaths } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { createSocialRedirect, type RedirectHost, type StartInTab } from './social-redirect.js'

const RESULT = 'https://frame.test/auth/social/result?id=abc'
const KEY = 'k'.repeat(43)

function host(address: string): RedirectHost & { replaced: string[] } {
  const replaced: string[] = []
  return {
    address,
    pageAddress: 'https://dapp.test/',
    replaceAddress: (url) => void replaced.push(url),
    replaced,
  }
}

const startInTab = (): StartInTab & { calls: [string, string][] } => {
  const calls: [string, string][] = []
  return Object.assign((provider: string, returnTo: string) => (calls.push([provider, returnTo]), KEY), { calls })
}

describe('social login by redirect', () => {
  it('starts the flow in the tab, keeps the result key, and on return takes result_uri out of the frame address', () => {
    const storage = memoryStorage()
    const start = startInTab()
    const leaving = host('https://frame.test/frame?projectId=demo')
    createSocialRedirect(leaving, storage, start).go('google', 'https://dapp.test/')
    expect(start.calls).toEqual([['google', 'https://dapp.test/']])

    const back = host(`https://frame.test/frame?projectId=demo&result_uri=${encodeURIComponent(RESULT)}`)
    const redirect = createSocialRedirect(back, storage, start)
    expect(redirect.takeReturned()).toEqual({ resultUri: RESULT, flow: { provider: 'google', resultKey: KEY } })
    expect(back.replaced).toEqual(['https://frame.test/frame?projectId=demo'])
    // The key is used once.
    expect(createSocialRedirect(back, storage, start).takeReturned()?.flow).toBeUndefined()
  })

  it('finds nothing in an address without result_uri, and returns to the page it was given', () => {
    const plain = host('https://frame.test/frame?projectId=demo')
    const redirect = createSocialRedirect(plain, memoryStorage(), startInTab())
    expect(redirect.takeReturned()).toBeUndefined()
    expect(plain.replaced).toEqual([])
    expect(redirect.returnTo()).toBe('https://dapp.test/')
    expect(createSocialRedirect({ ...plain, pageAddress: '' }, memoryStorage(), startInTab()).returnTo()).toBeUndefined()
  })

  it('ignores a stored flow that does not parse', () => {
    const storage = memoryStorage()
    storage.setItem('porthole:socialRedirect', '{"provider":"myspace"}')
    const back = host(`https://frame.test/frame?result_uri=${encodeURIComponent(RESULT)}`)
    expect(createSocialRedirect(back, storage, startInTab()).takeReturned()).toEqual({ resultUri: RESULT, flow: undefined })
    vi.restoreAllMocks()
  })

  it('is the start form the worker expects: provider, project, the new key and the return page', async () => {
    const { createSocialService } = await import('./social-service.js')
    const posted: { target: string; action: string; fields: Record<string, string> }[] = []
    const service = createSocialService({
      fetch: () => Promise.reject(new Error('unused')),
      projectId: 'demo',
      storage: memoryStorage(),
      redirectHost: host('https://frame.test/frame?projectId=demo'),
      postForm: (target, action, fields) => void posted.push({ target, action, fields }),
    })
    service.redirect!.go('github', 'https://dapp.test/')
    expect(posted).toEqual([
      {
        target: '_top',
        action: SocialPaths.start,
        fields: { provider: 'github', projectId: 'demo', resultKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), returnTo: 'https://dapp.test/' },
      },
    ])
    expect(service.startInPopup('google')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(posted[1]).toMatchObject({ target: 'porthole-social-login', fields: { provider: 'google', projectId: 'demo' } })
    expect(posted[1]!.fields).not.toHaveProperty('returnTo')
  })
})
