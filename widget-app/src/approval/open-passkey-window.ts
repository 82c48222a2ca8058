const WINDOW_FEATURES = 'popup,width=440,height=560'

/**
 * Opens the worker's /approval document in its passkey mode, where the
 * passkey is created on the worker's own origin, out of the page's reach.
 * Call it synchronously in the click handler. `popup` is undefined when the
 * browser blocked the window; `id` names the creation in the window's messages.
 */
export function openPasskeyWindow(projectId: string): { popup: Window | undefined; id: string } {
  const id = crypto.randomUUID()
  const url = new URL('/approval', location.origin)
  url.searchParams.set('passkey', id)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('locale', document.documentElement.lang || 'en')
  return { popup: window.open(url.href, `porthole-passkey-${id}`, WINDOW_FEATURES) ?? undefined, id }
}
