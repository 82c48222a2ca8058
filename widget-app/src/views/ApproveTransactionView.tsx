import { answerApproval, cannotApprove, selectAddress, selectEmbedded, truncateAddress } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useRef, type MouseEvent } from 'react'
import { useApprovalGate } from '../approval/use-approval-gate.js'
import { usePopupReview } from '../approval/use-popup-review.js'
import { useSecondConfirmation } from '../approval/use-second-confirmation.js'
import { canProveVisibility } from '../approval/visibility-proof.js'
import { methodTitle, RequestDetails } from '../components/RequestDetails.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT, useText } from '../i18n/use-t.js'

/**
 * ApproveTransaction for the embedded wallet: the oldest waiting
 * request, decoded, with Approve and Reject; or the 300 ms-delayed
 * 'Action not allowed' for a method the wallet does not do. Approve acts only
 * as the approval gate allows (approval/approval-gate.ts); where the browser
 * cannot prove the approval is visible, the approval moves to a first-party
 * window (approval/review-in-popup.ts).
 */
export function ApproveTransactionView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { approvals, notAllowed } = useFrameSelector(selectEmbedded)
  const address = useFrameSelector(selectAddress)
  const panel = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  const { shown: current, ready, click } = useApprovalGate(approvals[0], panel, actions)
  const popup = usePopupReview(current?.id, (id, approved) => dispatch(answerApproval(id, approved)))
  const second = useSecondConfirmation(current?.id, current?.description)

  if (!current) {
    return (
      <div className="panel" data-testid="approve-not-allowed">
        {notAllowed?.shown ? (
          <>
            <p className="panel-title error">{tx(Messages.actionNotAllowed)}</p>
            <p className="notice">{t('approve.methodNotDone', { method: notAllowed.method })}</p>
          </>
        ) : notAllowed ? (
          <p className="notice">{t('approve.checking')}</p>
        ) : (
          <p className="notice">{t('approve.nothingWaiting')}</p>
        )}
      </div>
    )
  }
  const sending = current.status === 'sending'
  const provable = canProveVisibility()
  const { description } = current
  const reverted = cannotApprove(description)
  // Only a real gesture answers: a script in the frame cannot press Approve (docs/ARCHITECTURE.md "Security model").
  const approve = (event: MouseEvent) => {
    if (!second.confirmed) return
    // detail 0: activated by keyboard, with no press before it.
    const id = click(event.detail > 0)
    if (event.nativeEvent.isTrusted && id) dispatch(answerApproval(id, true))
  }
  const reject = (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) dispatch(answerApproval(current.id, false))
  }
  const subtitle = address ? t('approve.fromOn', { address: truncateAddress(address), chain: current.chainName }) : current.chainName
  // Synchronously in the click, or the browser blocks the window.
  const review = (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) popup.open({ id: current.id, title: methodTitle(t, current.method), subtitle, description: current.description })
  }
  return (
    <div className="panel approve" data-testid="approve-transaction" ref={panel}>
      <p className="panel-title">{methodTitle(t, current.method)}</p>
      <p className="notice">
        {subtitle}
        {approvals.length > 1 ? ` · ${t('approve.moreWaiting', { count: approvals.length - 1 })}` : ''}
      </p>
      <RequestDetails description={current.description} />
      {provable ? null : (
        <p className="notice" data-testid="approve-unprovable">
          {/* Where IntersectionObserver v2 is missing, nothing shows the frame is not hidden or covered by the page. */}
          {popup.blocked ? t('approve.popupBlocked') : t('approve.unprovable')}
        </p>
      )}
      {provable ? second.box : null}
      <div className="approve-actions" ref={actions}>
        <button type="button" className="button" disabled={sending} onClick={reject}>
          {t('approve.reject')}
        </button>
        {provable ? (
          <button type="button" className="button primary" disabled={sending || !ready || reverted || !second.confirmed} onClick={approve}>
            {sending ? t('approve.signing') : t('approve.approve')}
          </button>
        ) : (
          <button type="button" className="button primary" disabled={sending} onClick={review}>
            {sending ? t('approve.signing') : t('approve.reviewInWindow')}
          </button>
        )}
      </div>
    </div>
  )
}
