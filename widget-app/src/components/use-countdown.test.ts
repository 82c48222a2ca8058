import { describe, expect, it } from 'vitest'
import { secondsUntil } from './use-countdown.js'

describe('secondsUntil', () => {
  it('counts whole seconds down to 0, rounding up, and never below', () => {
    const until = 30_000
    expect(secondsUntil(until, 0)).toBe(30)
    expect(secondsUntil(until, 1)).toBe(30)
    expect(secondsUntil(until, 1_000)).toBe(29)
    expect(secondsUntil(until, 29_001)).toBe(1)
    expect(secondsUntil(until, 30_000)).toBe(0)
    expect(secondsUntil(until, 45_000)).toBe(0)
  })
})
