/** The iframe: created hidden, shown as a full-viewport modal overlay when opened. */
const BASE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;background:transparent;color-scheme:normal;'
const HIDDEN = 'visibility:hidden;pointer-events:none;'

export function createOverlay(src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Porthole wallet'
  iframe.allow = 'clipboard-write'
  iframe.style.cssText = BASE + HIDDEN
  iframe.setAttribute('aria-hidden', 'true')
  return iframe
}

export function setOverlayVisible(iframe: HTMLIFrameElement, visible: boolean): void {
  iframe.style.cssText = visible ? BASE : BASE + HIDDEN
  if (visible) iframe.removeAttribute('aria-hidden')
  else iframe.setAttribute('aria-hidden', 'true')
}
