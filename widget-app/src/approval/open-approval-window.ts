import { postToOwnOrigin, readWindowMessage, type ApprovalRequest, type WindowMessage } from '@porthole/frame-host/approval-window'

const WINDOW_FEATURES = 'popup,width=440,height=680'

/** What the approval window answered: Approve with the digest of what it showed, or not. */
export type WindowAnswer = Omit<Extract<WindowMessage, { type: 'porthole-approval-answer' }>, 'type' | 'id'>

/**
 * Opens the approval window (the worker's /approval document, on the frame's
 * origin, which the host page can neither cover nor restyle) and hands it the
 * raw request once it says it is ready. Call it synchronously in the click
 * handler, or the browser blocks the window. Returns a close function, or
 * undefined if the window was blocked.
 */
export function openApprovalWindow(request: ApprovalRequest, projectId: string, onAnswer: (answer: WindowAnswer) => void): (() => void) | undefined {
  const url = new URL('/approval', location.origin)
  url.searchParams.set('id', request.id)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('locale', document.documentElement.lang || 'en')
  const popup = window.open(url.href, `porthole-approval-${request.id}`, WINDOW_FEATURES)
  if (!popup) return undefined
  const listener = (event: MessageEvent) => {
    const message = readWindowMessage(event, popup, location.origin)
    if (message?.type === 'porthole-approval-ready' && message.id === request.id) postToOwnOrigin(popup, { type: 'porthole-approval-request', request })
    if (message?.type === 'porthole-approval-answer' && message.id === request.id) {
      removeEventListener('message', listener)
      onAnswer({ approved: message.approved, digest: message.digest, signature: message.signature })
    }
  }
  addEventListener('message', listener)
  return () => {
    removeEventListener('message', listener)
    popup.close()
  }
}
