import { useEffect, useRef, useState } from 'react'
import type { PopupRequest } from './popup-messages.js'
import { reviewInPopup } from './review-in-popup.js'

/**
 * "Review in a new window" for the approval on screen: opens the popup, hands
 * its answer to `onAnswer`, and closes it when that approval leaves the screen.
 */
export function usePopupReview(shownId: string | undefined, onAnswer: (id: string, approved: boolean) => void) {
  const close = useRef<(() => void) | undefined>(undefined)
  const [blocked, setBlocked] = useState(false)
  useEffect(() => () => close.current?.(), [shownId])
  const open = (request: PopupRequest) => {
    close.current?.()
    close.current = reviewInPopup(request, (approved) => onAnswer(request.id, approved))
    setBlocked(close.current === undefined)
  }
  return { open, blocked }
}
