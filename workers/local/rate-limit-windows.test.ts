import { describe, expect, it } from 'vitest'
import { RateLimitWindows } from './rate-limit-windows.js'

describe('RateLimitWindows', () => {
  const start = 1_800_000_000_000 // a whole minute

  it('lets a key through `limit` times in a window, then refuses it until the next window', () => {
    const windows = new RateLimitWindows(3, 60)
    const taken = [0, 1, 2, 3, 59_999].map((ms) => windows.take('198.51.100.1', start + ms))
    expect(taken).toEqual([true, true, true, false, false])
    expect(windows.take('198.51.100.1', start + 60_000)).toBe(true)
  })

  it('counts each key on its own', () => {
    const windows = new RateLimitWindows(1, 10)
    expect(windows.take('a', start)).toBe(true)
    expect(windows.take('b', start)).toBe(true)
    expect(windows.take('a', start + 1)).toBe(false)
  })

  it('aligns windows to the clock, as the binding does: a count near the end of one does not carry into the next', () => {
    const windows = new RateLimitWindows(1, 10)
    expect(windows.take('a', start + 9_999)).toBe(true)
    expect(windows.take('a', start + 10_000)).toBe(true)
  })
})
