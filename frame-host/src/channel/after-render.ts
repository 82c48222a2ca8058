/**
 * The page keeps the iframe hidden until `open` resolves, and Chrome runs no
 * animation frames in a hidden cross-origin iframe, so waiting for a paint
 * here would stall. React commits store updates in a microtask: one task
 * later the DOM is committed, and the first visible frame shows it.
 */
export function createAfterRender(win: Pick<Window, 'setTimeout'>): () => Promise<void> {
  return () => new Promise((resolve) => win.setTimeout(resolve, 0))
}
