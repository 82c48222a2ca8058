/**
 * The iframe: a full-viewport overlay, transparent and inert while closed, shown when opened. Not
 * `visibility: hidden`: a hidden frame is neither painted nor rastered, and in a process of its own it
 * stops producing frames, so the first open would wait for all of that. Transparent, the frame keeps
 * its prepared view painted and rastered (`will-change` keeps it rastered when it shares this page's
 * compositor), and opening is this page's own style change. `inert` keeps it out of focus, the
 * accessibility tree and hit testing.
 */
const BASE = 'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:normal;'
const HIDDEN = 'opacity:0;will-change:opacity;pointer-events:none;'
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
  iframe.setAttribute('inert', '')
  return iframe
}

/** `zIndex`: the site theme's, an integer the theme schema checked; else the top. */
export function setOverlayVisible(iframe: HTMLIFrameElement, visible: boolean, zIndex?: number): void {
  iframe.style.cssText = BASE + (zIndex === undefined ? TOP : `z-index:${zIndex};`) + (visible ? '' : HIDDEN)
  if (visible) {
    iframe.removeAttribute('inert')
    iframe.removeAttribute('aria-hidden')
  } else {
    iframe.setAttribute('inert', '')
    iframe.setAttribute('aria-hidden', 'true')
  }
}
