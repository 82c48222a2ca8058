import { describe, expect, it } from 'vitest'
import { earlyMessages } from './early-messages.js'

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  return {
    parent: {},
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.delete(l),
    post: (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent)),
    listeners,
  }
}

describe('earlyMessages', () => {
  it('a handshake posted before the channel code arrived still reaches it, in order, and later ones go straight through', () => {
    const win = fakeWindow()
    const early = earlyMessages(win as unknown as Window)
    win.post('first')
    win.post('second')
    const heard: unknown[] = []
    early.addEventListener('message', (event) => void heard.push(event.data))
    win.post('third')
    expect(heard).toEqual(['first', 'second', 'third'])
    // Nothing is kept any more once the channel listens.
    expect(win.listeners.size).toBe(1)
    expect(early.parent).toBe(win.parent)
  })
})
