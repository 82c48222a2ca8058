import type { FrameWindow, WindowMessage } from './accept-handshake.js'

/**
 * The page hands over the channel's ports on the iframe's `load`, which can
 * come before start.ts (loaded after the first paint) listens. This keeps the
 * window messages that arrive meanwhile and replays them, in order, to the
 * first listener added; later listeners hear the window directly.
 */
export function earlyMessages(win: Pick<Window, 'parent' | 'addEventListener' | 'removeEventListener'>): FrameWindow {
  const kept: WindowMessage[] = []
  const keep = (event: MessageEvent) => void kept.push(event)
  win.addEventListener('message', keep)
  return {
    get parent() {
      return win.parent
    },
    addEventListener(type, listener) {
      win.removeEventListener('message', keep)
      win.addEventListener(type, listener)
      for (const event of kept.splice(0)) listener(event)
    },
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
  }
}
