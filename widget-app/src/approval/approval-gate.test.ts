import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_DELAY_MS, createApprovalGate } from './approval-gate.js'

const first = { id: 'first' }
const second = { id: 'second' }

describe('the approval gate', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const gate = () => createApprovalGate<{ id: string }>(() => Date.now())
  /** A gate whose first request has been shown and visible for 500 ms. */
  const readyGate = () => {
    const g = gate()
    g.show(first)
    g.visible(true)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS)
    return g
  }

  it('acts only after the approval has been visible for 500 ms', () => {
    const g = gate()
    g.show(first)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS)
    expect(g.ready()).toBe(false)
    expect(g.wait()).toBeUndefined()
    g.visible(true)
    expect(g.wait()).toBe(APPROVAL_DELAY_MS)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS - 1)
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(g.ready()).toBe(true)
    expect(g.click(false)).toBe('first')
  })

  it('losing visibility (opacity 0, covered) disarms it, and a press then answers nothing', () => {
    const g = readyGate()
    g.visible(false)
    expect(g.ready()).toBe(false)
    g.pointerDown()
    expect(g.click(true)).toBeUndefined()
  })

  it('waits 500 ms again when the request changes or the frame regains focus', () => {
    const g = readyGate()
    expect(g.ready()).toBe(true)
    g.rearm()
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS)
    expect(g.show(second)).toBe(second)
    expect(g.ready()).toBe(false)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS)
    expect(g.ready()).toBe(true)
  })

  it('keeps the request on screen while the pointer is down, and the click answers the one pressed on', () => {
    const g = readyGate()
    g.pointerDown()
    // The page withdraws the shown request and sends another on pointerdown.
    expect(g.show(second)).toBe(first)
    expect(g.show(undefined)).toBe(first)
    g.pointerUp()
    expect(g.click(true)).toBe('first')
    expect(g.show(second)).toBe(second)
    expect(g.ready()).toBe(false)
  })

  it('a press on a request shown for less than 500 ms answers nothing, even when the click comes later', () => {
    const g = gate()
    g.visible(true)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS)
    g.show(first)
    vi.advanceTimersByTime(APPROVAL_DELAY_MS - 100)
    g.pointerDown()
    vi.advanceTimersByTime(200)
    g.pointerUp()
    expect(g.ready()).toBe(true)
    expect(g.click(true)).toBeUndefined()
  })

  it('a pointer click without a press (a synthetic sequence) answers nothing', () => {
    const g = readyGate()
    expect(g.click(true)).toBeUndefined()
  })
})
