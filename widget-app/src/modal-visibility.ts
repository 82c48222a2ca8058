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
 * Called when the page asks to open `view` (undefined: the default one), before
 * the store hears of it. Shows the modal at once when the card already rendered
 * is that view; otherwise the render that follows the store shows it.
 */
export function revealPrepared(view: string | undefined): void {
  const card = document.querySelector<HTMLElement>('[data-testid="porthole-modal"]')
  if (!card || root().hasAttribute('data-open') || (view !== undefined && card.dataset.view !== view)) return
  setModalShown(true)
  // The page focused the iframe while the card was still hidden, which could not take focus then.
  if (document.hasFocus()) card.focus({ preventScroll: true })
}
