import { SOCIAL_POPUP_NAME, SOCIAL_RESULT_TAG } from '@porthole/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup, type PopupHost, type PopupMessage, type PopupWindow } from './social-popup.js'

const ORIGIN = 'https://frame.test'
const RESULT = `${ORIGIN}/auth/social/result?id=${'a'.repeat(43)}`

/** A frame window whose popups and message listeners the test controls. */
function fakeHost({ blocked = false } = {}) {
  const listeners = new Set<(event: PopupMessage) => void>()
  const opened: { url: string; target: string; features: string }[] = []
  const popup: PopupWindow & { closed: boolean } = {
    closed: false,
    close() {
      this.closed = true
    },
  }
  const host: PopupHost = {
    location: { origin: ORIGIN },
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 1000,
    open(url, target, features) {
      opened.push({ url, target, features })
      return blocked ? null : popup
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const post = (event: PopupMessage) => [...listeners].forEach((listener) => listener(event))
  return { host, popup, opened, listeners, post }
}

describe('the social login window', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('opens blank at 600×800, centred, named for the start form posted into it', () => {
    const { host, opened } = fakeHost()
    expect(openSocialPopup(host)).toBeDefined()
    expect(opened).toEqual([{ url: 'about:blank', target: SOCIAL_POPUP_NAME, features: 'popup=yes,width=600,height=800,left=500,top=150' }])
  })

  it('is undefined when the browser blocked it', () => {
    expect(openSocialPopup(fakeHost({ blocked: true }).host)).toBeUndefined()
  })

  it('resolves with the resultUri its callback page posts, closes the window and stops listening', async () => {
    const { host, popup, post, listeners } = fakeHost()
    const result = openSocialPopup(host)!.result(() => true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(popup.closed).toBe(false)
    post({ origin: ORIGIN, source: popup, data: { type: SOCIAL_RESULT_TAG, resultUri: RESULT } })
    expect(popup.closed).toBe(true)
    await expect(result).resolves.toBe(RESULT)
    expect(listeners.size).toBe(0)
  })

  it('ignores messages from other windows, other origins and of other shapes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { host, popup, post } = fakeHost()
    let settled = false
    const result = openSocialPopup(host)!.result(() => true)
    void result.finally(() => (settled = true))
    post({ origin: ORIGIN, source: {}, data: { type: SOCIAL_RESULT_TAG, resultUri: RESULT } })
    post({ origin: 'https://evil.test', source: popup, data: { type: SOCIAL_RESULT_TAG, resultUri: RESULT } })
    post({ origin: ORIGIN, source: popup, data: { type: SOCIAL_RESULT_TAG, resultUri: 'https://evil.test/auth/social/result?id=x' } })
    post({ origin: ORIGIN, source: popup, data: { resultUri: RESULT } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(warn).toHaveBeenCalledTimes(2)
    post({ origin: ORIGIN, source: popup, data: { type: SOCIAL_RESULT_TAG, resultUri: RESULT } })
    await expect(result).resolves.toBe(RESULT)
  })

  it("checks every second: a window the visitor closed is 'Popup closed' (4001)", async () => {
    const { host, popup, listeners } = fakeHost()
    const result = openSocialPopup(host)!.result(() => true)
    const outcome = expect(result).rejects.toMatchObject({ code: 4001, message: 'Popup closed' })
    popup.closed = true
    await vi.advanceTimersByTimeAsync(999)
    expect(listeners.size).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(listeners.size).toBe(0)
  })

  it('closes the window once the frame no longer wants it', async () => {
    const { host, popup } = fakeHost()
    let wanted = true
    const result = openSocialPopup(host)!.result(() => wanted)
    const outcome = expect(result).rejects.toMatchObject({ message: 'Request was aborted' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(popup.closed).toBe(false)
    wanted = false
    await vi.advanceTimersByTimeAsync(1_000)
    await outcome
    expect(popup.closed).toBe(true)
  })
})
