import { cannotApprove } from '@porthole/frame-host'
import { useEffect, useLayoutEffect, useState, type MouseEvent } from 'react'
import { RequestDetails } from '../components/RequestDetails.js'
import { postToOwnOrigin, readPopupMessage, type PopupRequest } from './popup-messages.js'
import { applyPopupTheme } from './popup-theme.js'
import { useApprovalGate } from './use-approval-gate.js'
import { useSecondConfirmation } from './use-second-confirmation.js'
import { useT } from '../i18n/use-t.js'

/**
 * The approval in a first-party window (review-in-popup.ts): the request the
 * frame that opened it describes, with Approve and Reject answered back to it.
 */
export function ApprovalPopup({ id }: { id: string }) {
  const t = useT()
  const [request, setRequest] = useState<PopupRequest>()
  const opener = window.opener as Window | null
  const { shown, ready, click } = useApprovalGate(request)
  const second = useSecondConfirmation(shown?.id, shown?.description)
  // The frame's scheme and accent, before the first paint.
  useLayoutEffect(() => applyPopupTheme(location.search, document.documentElement), [])

  useEffect(() => {
    if (!opener) return
    const listener = (event: MessageEvent) => {
      const message = readPopupMessage(event, opener, location.origin)
      if (message?.type === 'porthole-approval-request' && message.request.id === id) setRequest(message.request)
    }
    addEventListener('message', listener)
    postToOwnOrigin(opener, { type: 'porthole-approval-ready', id })
    return () => removeEventListener('message', listener)
  }, [opener, id])

  if (!opener || !shown) return <p className="notice">{opener ? t('approve.loadingRequest') : t('approve.nothingWaitingHere')}</p>
  const reverted = cannotApprove(shown.description)
  const answer = (approved: boolean) => (event: MouseEvent) => {
    if (!event.nativeEvent.isTrusted) return
    const answered = approved ? click(event.detail > 0) : shown.id
    if (!answered) return
    postToOwnOrigin(opener, { type: 'porthole-approval-answer', id: answered, approved })
    window.close()
  }
  return (
    <main className="card approve-popup">
      <div className="panel approve" data-testid="approve-transaction">
        <p className="panel-title">{shown.title}</p>
        <p className="notice">{shown.subtitle}</p>
        <RequestDetails description={shown.description} />
        {second.box}
        <div className="approve-actions">
          <button type="button" className="button" onClick={answer(false)}>
            {t('approve.reject')}
          </button>
          <button type="button" className="button primary" disabled={!ready || reverted || !second.confirmed} onClick={answer(true)}>
            {t('approve.approve')}
          </button>
        </div>
      </div>
    </main>
  )
}
