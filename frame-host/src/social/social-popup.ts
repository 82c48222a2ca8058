import { AbortedError, Messages, SOCIAL_POPUP, SOCIAL_POPUP_NAME, socialResultMessage, UserRejectedRequestError, warnDropped } from '@porthole/protocol'

/** The part of a popup window the frame touches. */
export type PopupWindow = {
  readonly closed: boolean
  close(): void
}

export type PopupMessage = { readonly origin: string; readonly source: unknown; readonly data: unknown }

/** The part of the frame's window that opens popups and hears their messages. */
export type PopupHost = {
  readonly location: { readonly origin: string }
  readonly screenX?: number
  readonly screenY?: number
  readonly outerWidth?: number
  readonly outerHeight?: number
  open(url: string, target: string, features: string): PopupWindow | null
  addEventListener(type: 'message', listener: (event: PopupMessage) => void): void
  removeEventListener(type: 'message', listener: (event: PopupMessage) => void): void
}

/** One login window, named SOCIAL_POPUP_NAME so the start form can be posted into it, and the resultUri it comes back with. */
export type SocialPopup = {
  close(): void
  /**
   * The resultUri the worker's callback page posts, which closes the window. A check every second
   * rejects with 'Popup closed' when the visitor closed the window, and closes
   * it and rejects with 'Request was aborted' once it is no longer wanted.
   */
  result(stillWanted: () => boolean): Promise<string>
}

/** Centred on the frame's browser window where the browser says where that is. */
function features(host: PopupHost): string {
  const { width, height } = SOCIAL_POPUP
  const left = host.screenX !== undefined && host.outerWidth !== undefined ? Math.max(0, host.screenX + (host.outerWidth - width) / 2) : 0
  const top = host.screenY !== undefined && host.outerHeight !== undefined ? Math.max(0, host.screenY + (host.outerHeight - height) / 2) : 0
  return `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`
}

/**
 * Opens the 600×800 login window. Browsers allow it only during the click
 * that asked for it, so this must run synchronously in that handler; it opens
 * blank, and the start form posted into it takes it to the worker and on to the provider.
 * Undefined when the browser blocked it.
 */
export function openSocialPopup(host: PopupHost): SocialPopup | undefined {
  const popup = host.open('about:blank', SOCIAL_POPUP_NAME, features(host))
  if (!popup) return undefined
  return {
    close() {
      if (!popup.closed) popup.close()
    },
    result(stillWanted) {
      return new Promise<string>((resolve, reject) => {
        const finish = () => {
          clearInterval(poll)
          host.removeEventListener('message', onMessage)
        }
        const onMessage = (event: PopupMessage) => {
          // Only this popup, on the worker's (the frame's own) origin, may answer.
          if (event.source !== popup || event.origin !== host.location.origin) return
          const parsed = socialResultMessage().safeParse(event.data)
          if (!parsed.success || new URL(parsed.data.resultUri).origin !== host.location.origin) {
            return warnDropped(`social login result: ${parsed.success ? 'its resultUri is on another origin' : parsed.error.message}`)
          }
          finish()
          // The frame closes the window, not the callback page: had the page closed it, the check
          // below could find it closed before this message, and call a finished login 'Popup closed'.
          popup.close()
          resolve(parsed.data.resultUri)
        }
        const poll = setInterval(() => {
          if (popup.closed) {
            finish()
            reject(new UserRejectedRequestError(Messages.popupClosed))
          } else if (!stillWanted()) {
            finish()
            popup.close()
            reject(new AbortedError())
          }
        }, SOCIAL_POPUP.pollMs)
        host.addEventListener('message', onMessage)
      })
    },
  }
}
