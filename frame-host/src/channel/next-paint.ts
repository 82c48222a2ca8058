/**
 * Chrome does not always schedule frames for a hidden cross-origin iframe,
 * and the page keeps ours hidden until `open` resolves: past this wait the
 * DOM is committed and the first visible frame will show it.
 */
const HIDDEN_FRAME_WAIT_MS = 100

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>

/** Two animation frames: the first runs before the paint, the second after it. */
export function createNextPaint(win: PaintWindow): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      win.setTimeout(resolve, HIDDEN_FRAME_WAIT_MS)
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()))
    })
}
