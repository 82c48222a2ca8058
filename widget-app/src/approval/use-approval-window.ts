import type { ApprovalRequest } from '@porthole/frame-host/approval-window'
import { useEffect, useRef, useState } from 'react'
import { openApprovalWindow, type WindowAnswer } from './open-approval-window.js'

/**
 * "Review in a new window" for the approval on screen: opens the approval
 * window, hands its answer to `onAnswer`, and closes it when that approval
 * leaves the screen (answered, or withdrawn by the page).
 */
export function useApprovalWindow(shownId: string | undefined, projectId: string, onAnswer: (id: string, answer: WindowAnswer) => void) {
  const close = useRef<(() => void) | undefined>(undefined)
  const [blocked, setBlocked] = useState(false)
  useEffect(() => () => close.current?.(), [shownId])
  const open = (request: ApprovalRequest) => {
    close.current?.()
    close.current = openApprovalWindow(request, projectId, (answer) => onAnswer(request.id, answer))
    setBlocked(close.current === undefined)
  }
  return { open, blocked }
}
