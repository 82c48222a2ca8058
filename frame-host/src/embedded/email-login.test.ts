import { AuthMessages, AuthPaths } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { createFrameServices } from '../services.js'
import { frameStore } from '../testing/frame-store.js'
import { startEmailLogin } from './email-login.js'

/** A frame whose worker answers email connect with `answer`; returns its store and the paths called. */
function emailFrame(answer: () => Response) {
  const paths: string[] = []
  const services = createFrameServices({
    storage: memoryStorage(),
    authFetch: async (url) => {
      paths.push(url)
      return answer()
    },
  })
  return { store: frameStore({ theme: 'light', services }), paths }
}

describe('email login cooldown', () => {
  it('a second login within 30 s is refused in the frame with the seconds left to count down', async () => {
    const { store, paths } = emailFrame(() => Response.json({ action: 'VERIFY_OTP' }))
    expect(await store.dispatch(startEmailLogin('me@example.com'))).toEqual({})
    expect(await store.dispatch(startEmailLogin('me@example.com'))).toEqual({
      error: { code: 'cooldown', seconds: 30, until: expect.closeTo(Date.now() + 30_000, -3) },
    })
    expect(paths).toEqual([AuthPaths.emailConnect])
  })

  it("the worker's cooldown counts down too; its lockout does not", async () => {
    const cooled = emailFrame(() => Response.json({ error: AuthMessages.cooldown(12), retryAfter: 12 }, { status: 429 }))
    expect(await cooled.store.dispatch(startEmailLogin('me@example.com'))).toEqual({
      error: { code: 'cooldown', seconds: 12, until: expect.closeTo(Date.now() + 12_000, -3) },
    })
    const locked = emailFrame(() => Response.json({ error: AuthMessages.lockedOut, retryAfter: 900 }, { status: 429 }))
    expect(await locked.store.dispatch(startEmailLogin('me@example.com'))).toEqual({ error: { code: 'failed', text: AuthMessages.lockedOut } })
  })
})

describe('email login failures', () => {
  it('an address that is no email is refused before any call; no answer is the network text', async () => {
    const { store, paths } = emailFrame(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await store.dispatch(startEmailLogin('not an email'))).toEqual({ error: { code: 'invalidEmail' } })
    expect(paths).toEqual([])
    expect(await store.dispatch(startEmailLogin('me@example.com'))).toEqual({ error: { code: 'failed', text: 'Network Error' } })
  })
})
