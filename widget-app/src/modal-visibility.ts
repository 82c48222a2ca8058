/**
 * Whether the modal is drawn. The frame keeps the Connect view rendered while
 * closed (App.tsx), hidden by `:root:not([data-open])` in modal.css, so that
 * opening it needs no render: only this attribute changes. Its value is empty
 * when the store opened the modal, and 'early' while the page's opening is
 * drawn before the store hears of it (reveal-prepared.ts).
 */
const root = () => document.documentElement

/** What the store says: it decides from now on, whatever was revealed early. */
export function setModalShown(shown: boolean): void {
  if (shown) root().setAttribute('data-open', '')
  else root().removeAttribute('data-open')
}
