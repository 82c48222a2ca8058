import { describe, expect, it } from 'vitest'
import { wrapFocus } from './focus-order.js'

const items = ['back', 'email', 'continue', 'close'] as const

describe('wrapFocus (the focus trap)', () => {
  it('Tab on the last control cycles to the first', () => {
    expect(wrapFocus(items, 'close', false)).toBe('back')
  })
  it('Shift-Tab on the first control cycles to the last', () => {
    expect(wrapFocus(items, 'back', true)).toBe('close')
  })
  it('inside the list, the browser moves focus itself', () => {
    expect(wrapFocus(items, 'email', false)).toBeUndefined()
    expect(wrapFocus(items, 'email', true)).toBeUndefined()
  })
  it('from the card itself or outside it, Tab enters at the first control and Shift-Tab at the last', () => {
    expect(wrapFocus(items, null, false)).toBe('back')
    expect(wrapFocus(items, 'card' as never, true)).toBe('close')
  })
  it('with nothing focusable there is nowhere to go', () => {
    expect(wrapFocus([], null, false)).toBeUndefined()
  })
})
