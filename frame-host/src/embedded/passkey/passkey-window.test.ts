import { afterEach, describe, expect, it, vi } from 'vitest'
import { passkeyFromWindow } from './passkey-window.js'

const ORIGIN = 'http://localhost:8787'
const created = { id: 'cred-1', clientDataJSON: 'e30', attestationObject: 'o2Nm', publicKey: `0x04${'11'.repeat(64)}` }
const creation = { id: 'window-1', challenge: { challengeId: crypto.randomUUID(), challenge: '0x01', rpId: 'localhost' }, purpose: 'create' as const }

/** A window of the frame's origin that says it is ready and then does what `answer` says with the creation it is sent. */
function fakeWindow(answer: (popup: { closed: boolean }, deliver: (data: unknown) => void) => void) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = {
    closed: false,
    close: () => void (popup.closed = true),
    postMessage: (message: { type: string }) => message.type === 'porthole-passkey-request' && answer(popup, deliver),
  }
  const deliver = (data: unknown) => queueMicrotask(() => listeners.forEach((fn) => fn({ data, source: popup, origin: ORIGIN } as unknown as MessageEvent)))
  vi.stubGlobal('location', { origin: ORIGIN })
  vi.stubGlobal('addEventListener', (_type: string, fn: (event: MessageEvent) => void) => {
    listeners.add(fn)
    deliver({ type: 'porthole-passkey-ready', id: 'window-1' })
  })
  vi.stubGlobal('removeEventListener', (_type: string, fn: (event: MessageEvent) => void) => void listeners.delete(fn))
  return popup as unknown as Window & { closed: boolean }
}

describe('the passkey window, from the frame', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('takes the passkey the window answers and closes the window itself, so no closed-window check can call it cancelled', async () => {
    const popup = fakeWindow((_, deliver) => deliver({ type: 'porthole-passkey-answer', id: 'window-1', credential: created }))
    await expect(passkeyFromWindow(popup, 'window-1', Promise.resolve(creation))).resolves.toEqual(created)
    expect(popup.closed).toBe(true)
  })

  it('settles with nothing when the visitor closes the window without answering', async () => {
    vi.useFakeTimers()
    const popup = fakeWindow((window) => void (window.closed = true))
    const made = passkeyFromWindow(popup, 'window-1', Promise.resolve(creation))
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(made).resolves.toBeUndefined()
  })

  it("ignores an answer for another window's creation", async () => {
    vi.useFakeTimers()
    const popup = fakeWindow((window, deliver) => {
      deliver({ type: 'porthole-passkey-answer', id: 'window-2', credential: created })
      setTimeout(() => (window.closed = true), 100)
    })
    const made = passkeyFromWindow(popup, 'window-1', Promise.resolve(creation))
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(made).resolves.toBeUndefined()
  })
})
