import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ARMING_DELAY_MS, createArming } from './arming.js'

describe("the approval window's arming", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const arming = () => createArming(() => Date.now())

  it('arms after 500 ms focused and visible, once the pointer has moved in the window', () => {
    const a = arming()
    a.attention(true)
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    expect(a.ready()).toBe(false)
    a.input()
    expect(a.ready()).toBe(true)
  })

  it('the second click of the double click that opened it answers nothing', () => {
    const a = arming()
    a.attention(true)
    a.input()
    vi.advanceTimersByTime(150)
    a.pointerDown()
    expect(a.click(true)).toBe(false)
    expect(a.wait()).toBe(ARMING_DELAY_MS - 150)
  })

  it('losing focus or visibility starts the 500 ms again', () => {
    const a = arming()
    a.attention(true)
    a.input()
    vi.advanceTimersByTime(ARMING_DELAY_MS)
    a.attention(false)
    expect(a.ready()).toBe(false)
    expect(a.wait()).toBeUndefined()
    a.attention(true)
    vi.advanceTimersByTime(ARMING_DELAY_MS - 1)
    expect(a.ready()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(a.ready()).toBe(true)
  })

  it('a pointer click answers only if Approve was armed at its pointerdown; a key press if armed now', () => {
    const a = arming()
    a.attention(true)
    a.input()
    vi.advanceTimersByTime(ARMING_DELAY_MS - 10)
    a.pointerDown()
    vi.advanceTimersByTime(20)
    expect(a.click(true)).toBe(false)
    expect(a.click(true)).toBe(false)
    a.pointerDown()
    expect(a.click(true)).toBe(true)
    expect(a.click(false)).toBe(true)
  })
})
