import { markOpen } from './modal-visibility.js'

/**
 * Opens the card the frame kept painted while closed (the view opening would
 * show, App.tsx) as soon as the page opens it, before the store, React or focus
 * hear of the opening: its entrance starts and it takes input. Loaded with the
 * start chunk: the page can open only once the frame serves it. The root's
 * `data-open` is 'early' while such an opening waits for the store, and empty
 * once the store has it (modal-visibility.ts).
 */
const root = () => document.documentElement

/** A frame the page keeps hidden draws nothing: the opening then goes on after this long instead. */
const UNDRAWN_MS = 100

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
 * The page asked to open `view` (undefined: the default one); the store has
 * not heard yet. When the card rendered while closed is that view, shows it and
 * resolves in the task after the frame that draws it: focus, the store's update
 * and its render all come after that frame. Otherwise returns undefined, and
 * the render that follows the store shows the view.
 */
export function revealPrepared(view: string | undefined): Promise<void> | undefined {
  const card = preparedCard()
  if (!card || (view !== undefined && card.dataset.view !== view)) return undefined
  markOpen('early')
  return afterNextPaint().then(() => {
    // The page focused the iframe while the body was still inert, which could not take focus then.
    if (document.hasFocus() && card.isConnected) card.focus({ preventScroll: true })
  })
}
