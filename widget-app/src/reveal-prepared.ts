/**
 * Draws the card the frame rendered while closed (the view opening would show,
 * App.tsx) as soon as the page opens it, before the store, React or focus hear
 * of the opening. Loaded with the start chunk: the page can open only once the
 * frame serves it. The root's `data-open` is 'early' while such an opening
 * waits for the store, and empty once the store has it (modal-visibility.ts).
 */
const root = () => document.documentElement

/**
 * A hidden cross-origin iframe runs no animation frames: if the page does not
 * show the iframe, the opening goes on after this long instead.
 */
const UNDRAWN_MS = 100

/** How long a card revealed on focus waits for the page's `open` before it is hidden again. */
const UNCONFIRMED_MS = 1_000

let unconfirmed: ReturnType<typeof setTimeout> | undefined

/** The card rendered while the modal is closed, if it is. */
function preparedCard(): HTMLElement | undefined {
  const card = document.querySelector<HTMLElement>('[data-testid="porthole-modal"]')
  return card && !root().hasAttribute('data-open') ? card : undefined
}

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
 * The page focuses the iframe as it shows it to open the default view, right
 * after sending `open`. When the frame shares the page's process, that focus
 * reaches this window in the page's own task, and `open` only after the page's
 * next frame: drawing the prepared card on focus puts the dialog in that frame.
 * Only the card rendered while closed is revealed this way (Connect, which
 * grants nothing, never an approval); if no `open` follows, it is hidden again.
 */
export function revealOnFocus(win: Window): void {
  win.addEventListener('focus', () => {
    const card = preparedCard()
    if (!card) return
    root().setAttribute('data-open', 'early')
    card.focus({ preventScroll: true })
    clearTimeout(unconfirmed)
    unconfirmed = setTimeout(() => {
      if (root().getAttribute('data-open') === 'early') root().removeAttribute('data-open')
    }, UNCONFIRMED_MS)
  })
}

/**
 * The page asked to open `view` (undefined: the default one); the store has
 * not heard yet. When the card rendered while closed is that view, shows it and
 * resolves in the task after the frame that draws it: focus, the store's update
 * and its render all come after that frame. Otherwise returns undefined, and
 * the render that follows the store shows the view.
 */
export function revealPrepared(view: string | undefined): Promise<void> | undefined {
  // Revealed on focus: drawn already, or in the frame being drawn; the store may hear now.
  if (root().getAttribute('data-open') === 'early') {
    clearTimeout(unconfirmed)
    return undefined
  }
  const card = preparedCard()
  if (!card || (view !== undefined && card.dataset.view !== view)) return undefined
  root().setAttribute('data-open', 'early')
  return afterNextPaint().then(() => {
    // The page focused the iframe while the card was still hidden, which could not take focus then.
    if (document.hasFocus() && card.isConnected) card.focus({ preventScroll: true })
  })
}
