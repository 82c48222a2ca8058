/**
 * Whether the modal is drawn. The frame keeps the Connect view rendered while
 * closed (App.tsx), hidden by `:root:not([data-open])` in modal.css, so that
 * opening it needs no render: only this attribute changes.
 */
const root = () => document.documentElement

export function setModalShown(shown: boolean): void {
  root().toggleAttribute('data-open', shown)
}

/**
 * A hidden cross-origin iframe runs no animation frames: if the page does not
 * show the iframe, the opening goes on after this long instead.
 */
const UNDRAWN_MS = 100

/** Resolves in the task after the next frame was drawn (or after UNDRAWN_MS without one). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, UNDRAWN_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

/**
 * Called when the page asks to open `view` (undefined: the default one), before
 * the store hears of it. When the card already rendered is that view, shows it
 * at once and resolves after the frame that draws it; otherwise returns
 * undefined, and the render that follows the store shows it. Nothing else runs
 * before that frame: focus, the store's update and its render all come after.
 */
export function revealPrepared(view: string | undefined): Promise<void> | undefined {
  const card = document.querySelector<HTMLElement>('[data-testid="porthole-modal"]')
  if (!card || root().hasAttribute('data-open') || (view !== undefined && card.dataset.view !== view)) return undefined
  setModalShown(true)
  return afterNextPaint().then(() => {
    // The page focused the iframe while the card was still hidden, which could not take focus then.
    if (document.hasFocus() && card.isConnected) card.focus({ preventScroll: true })
  })
}
