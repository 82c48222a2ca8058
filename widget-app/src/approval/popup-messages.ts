import type { RequestDescription } from '@porthole/frame-host'

/**
 * The approval popup and the frame that opened it talk over postMessage, both
 * on the frame's origin: each side accepts only messages from the other's
 * window object and this origin, and posts only to this origin.
 */

/** What the popup shows: the frame's own description of the request. */
export type PopupRequest = { id: string; title: string; subtitle: string; description: RequestDescription }

export type PopupMessage =
  | { type: 'porthole-approval-ready'; id: string }
  | { type: 'porthole-approval-request'; request: PopupRequest }
  | { type: 'porthole-approval-answer'; id: string; approved: boolean }

/** The message if it comes from `from` on `origin` (the frame's own) and has a known shape; otherwise undefined. */
export function readPopupMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  from: MessageEventSource | null,
  origin: string,
): PopupMessage | undefined {
  if (from === null || event.source !== from || event.origin !== origin) return undefined
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Partial<Record<string, unknown>>
  if (message.type === 'porthole-approval-ready' && typeof message.id === 'string') return { type: message.type, id: message.id }
  if (message.type === 'porthole-approval-answer' && typeof message.id === 'string' && typeof message.approved === 'boolean') {
    return { type: message.type, id: message.id, approved: message.approved }
  }
  if (message.type === 'porthole-approval-request' && typeof message.request === 'object' && message.request !== null) {
    // Same origin, same build: the frame's own description needs no further check.
    return { type: message.type, request: message.request as PopupRequest }
  }
  return undefined
}

export const postToOwnOrigin = (target: Window, message: PopupMessage) => target.postMessage(message, location.origin)
