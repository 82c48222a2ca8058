import { APPROVAL_QUERY } from './approval-query.js'
import { postToOwnOrigin, readPopupMessage, type PopupRequest } from './popup-messages.js'
import { withFrameTheme } from './popup-theme.js'

const POPUP_FEATURES = 'popup,width=420,height=640'

/**
 * Opens the approval in a first-party window on the frame's origin, where the
 * host page cannot make it transparent or cover it (for browsers without
 * IntersectionObserver v2). Call it synchronously in the click handler, or the
 * browser blocks the window. Returns a close function, or undefined if blocked.
 */
export function reviewInPopup(request: PopupRequest, onAnswer: (approved: boolean) => void): (() => void) | undefined {
  const url = withFrameTheme(new URL(location.href), document.documentElement)
  url.searchParams.set(APPROVAL_QUERY, request.id)
  const popup = window.open(url.href, `porthole-approval-${request.id}`, POPUP_FEATURES)
  if (!popup) return undefined
  const listener = (event: MessageEvent) => {
    const message = readPopupMessage(event, popup, location.origin)
    if (message?.type === 'porthole-approval-ready' && message.id === request.id) postToOwnOrigin(popup, { type: 'porthole-approval-request', request })
    if (message?.type === 'porthole-approval-answer' && message.id === request.id) {
      removeEventListener('message', listener)
      onAnswer(message.approved)
    }
  }
  addEventListener('message', listener)
  return () => {
    removeEventListener('message', listener)
    popup.close()
  }
}
