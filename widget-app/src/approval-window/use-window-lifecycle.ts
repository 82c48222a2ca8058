import { useEffect } from 'react'

/** How often the window checks that the frame that opened it is still there. */
const OPENER_CHECK_MS = 500

/**
 * What every window the frame opens does on its own: Escape and leaving the
 * page call `cancel`, and the frame going away (the page reloaded or closed)
 * closes the window, as nothing could receive its answer.
 */
export function useWindowLifecycle(opener: Window | null, cancel: () => void): void {
  useEffect(() => {
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && cancel()
    addEventListener('keydown', escape)
    addEventListener('pagehide', cancel)
    const timer = setInterval(() => (!opener || opener.closed) && window.close(), OPENER_CHECK_MS)
    return () => {
      removeEventListener('keydown', escape)
      removeEventListener('pagehide', cancel)
      clearInterval(timer)
    }
  })
}
