/**
 * Whether the modal is drawn. The frame keeps the Connect view rendered while
 * closed (App.tsx), hidden by `:root:not([data-open])` in modal.css, so that
 * opening it needs no render: only this attribute changes.
 */
const root = () => document.documentElement

/** Hides again a view revealed on focus that no `open` followed. */
let unconfirmed: ReturnType<typeof setTimeout> | undefined

/** How long a view revealed on focus waits for the page's `open`. */
const UNCONFIRMED_MS = 1_000

/** What the store says: it decides from now on, whatever was revealed early. */
export function setModalShown(shown: boolean): void {
  clearTimeout(unconfirmed)
  unconfirmed = undefined
  root().toggleAttribute('data-open', shown)
}

/** The card rendered while the modal is closed: the view opening would show. */
function preparedCard(): HTMLElement | undefined {
  const card = document.querySelector<HTMLElement>('[data-testid="porthole-modal"]')
  return card && !root().hasAttribute('data-open') ? card : undefined
}

/**
 * The page focuses the iframe as it shows it to open the default view, right
 * after sending `open`. When the frame shares the page's process, that focus
 * reaches this window in the page's own task, and `open` only after the page's
 * next frame: drawing the prepared view on focus puts the dialog in that frame.
 * The view is Connect, which grants nothing; if no `open` follows, it is hidden again.
 */
export function revealOnFocus(win: Window): void {
  win.addEventListener('focus', () => {
    const card = preparedCard()
    if (!card) return
    root().toggleAttribute('data-open', true)
    card.focus({ preventScroll: true })
    unconfirmed = setTimeout(() => setModalShown(false), UNCONFIRMED_MS)
  })
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
 * the store hears of it (the facade's `open`). When the card already rendered is that view, shows it
 * at once and resolves after the frame that draws it; otherwise returns
 * undefined, and the render that follows the store shows it. Nothing else runs
 * before that frame: focus, the store's update and its render all come after.
 */
export function revealPrepared(view: string | undefined): Promise<void> | undefined {
  // Revealed on focus: drawn already, or in the frame being drawn; the store may hear now.
  if (unconfirmed !== undefined) {
    clearTimeout(unconfirmed)
    unconfirmed = undefined
    return undefined
  }
  const card = preparedCard()
  if (!card || (view !== undefined && card.dataset.view !== view)) return undefined
  setModalShown(true)
  return afterNextPaint().then(() => {
    // The page focused the iframe while the card was still hidden, which could not take focus then.
    if (document.hasFocus() && card.isConnected) card.focus({ preventScroll: true })
  })
}
