import type { FrameWindow, WindowMessage } from '../channel/accept-handshake.js'

/** A stand-in for the frame's `window`: delivers messages the way the browser would. */
export function fakeWindow() {
  const listeners = new Set<(event: WindowMessage) => void>()
  const parent = { name: 'page' }
  const win = {
    parent,
    addEventListener: (_type: 'message', fn: (event: WindowMessage) => void) => void listeners.add(fn),
    removeEventListener: (_type: 'message', fn: (event: WindowMessage) => void) => void listeners.delete(fn),
  } satisfies FrameWindow

  return {
    window: win,
    parent,
    listenerCount: () => listeners.size,
    post(data: unknown, { origin = 'https://app.example', source = parent as unknown, ports = [] as MessagePort[] } = {}) {
      const event = { data, origin, source, ports } as unknown as WindowMessage
      for (const fn of listeners) fn(event)
    },
  }
}

export type FakeWindow = ReturnType<typeof fakeWindow>
