/** The part of a window the frame opens that it touches. */
type OpenedWindow = { readonly closed: boolean; opener: unknown; close(): void; location: { replace(url: string): void } }

/** The part of the frame's window that opens windows. */
export type WindowHost = { open(url: string, target: string, features: string): OpenedWindow | null }

/** The provider's window: blank until the checkout address is known, then sent there. */
export type CheckoutWindow = {
  readonly closed: boolean
  navigate(url: string): void
  close(): void
}

/**
 * Opens the provider's window. Browsers allow a window only during the click
 * that asked for it, so this runs synchronously in that handler, before the
 * checkout address is fetched; the window starts blank and is sent there
 * after. Its opener is cut at once, so the provider's page can never reach
 * (or navigate) the frame. Undefined when the browser blocked it.
 */
export function openCheckoutWindow(host: WindowHost): CheckoutWindow | undefined {
  const popup = host.open('about:blank', '_blank', 'popup=yes,width=480,height=720')
  if (!popup) return undefined
  popup.opener = null
  return {
    get closed() {
      return popup.closed
    },
    navigate: (url) => popup.location.replace(url),
    close: () => {
      if (!popup.closed) popup.close()
    },
  }
}
