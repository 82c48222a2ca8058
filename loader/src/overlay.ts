/** The iframe: created hidden, shown as a full-viewport modal overlay when opened. */
const BASE = 'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:normal;'
const HIDDEN = 'visibility:hidden;pointer-events:none;'
/** Above everything on the page, unless the site's theme says `zIndex`. */
const TOP = 'z-index:2147483647;'

export function createOverlay(src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Porthole wallet'
  // Passkeys in a cross-site frame need the embedder's leave.
  iframe.allow = 'clipboard-write;publickey-credentials-get;publickey-credentials-create'
  iframe.style.cssText = BASE + TOP + HIDDEN
  iframe.setAttribute('aria-hidden', 'true')
  return iframe
}

/** `zIndex`: the site theme's, an integer the theme schema checked; else the top. */
export function setOverlayVisible(iframe: HTMLIFrameElement, visible: boolean, zIndex?: number): void {
  iframe.style.cssText = BASE + (zIndex === undefined ? TOP : `z-index:${zIndex};`) + (visible ? '' : HIDDEN)
  if (visible) iframe.removeAttribute('aria-hidden')
  else iframe.setAttribute('aria-hidden', 'true')
}
