/**
 * Whether the modal is open, and so usable. Closed, the frame keeps its prepared view (Connect, App.tsx)
 * painted where its entrance starts (modal.css), behind the page's transparent iframe, so that opening
 * is the page's own style change. The body is inert while closed: a page that shows the iframe itself
 * gets a picture that takes no focus, key or press. `data-open` is empty when the store opened the
 * modal, and 'early' while the page's opening is drawn before the store hears of it (reveal-prepared.ts).
 */
export function markOpen(value: '' | 'early' | undefined): void {
  if (value === undefined) document.documentElement.removeAttribute('data-open')
  else document.documentElement.setAttribute('data-open', value)
  document.body.inert = value === undefined
}

/** What the store says: it decides from now on, whatever was revealed early. */
export const setModalShown = (shown: boolean): void => markOpen(shown ? '' : undefined)
