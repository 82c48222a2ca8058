import { answerApproval, selectAddress, selectEmbedded, truncateAddress } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import type { MouseEvent } from 'react'
import { useApprovalWindow } from '../../approval/use-approval-window.js'
import { methodTitle, RequestDetails } from '../../components/account/RequestDetails.js'
import { useFrameConfig } from '../../config-context.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/**
 * ApproveTransaction for the embedded wallet: the oldest waiting request,
 * decoded, with Reject and "Review in a new window"; or the 300 ms-delayed
 * 'Action not allowed' for a method the wallet does not do. The frame never
 * approves on a click of its own: the host page owns the iframe and can clip,
 * move or fade it around any button, so Approve lives only in the approval
 * window (approval-window/), a document of the frame's origin the page cannot paint.
 */
export function ApproveTransactionView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { projectId } = useFrameConfig()
  const { approvals, notAllowed } = useFrameSelector(selectEmbedded)
  const address = useFrameSelector(selectAddress)
  const current = approvals[0]
  const review = useApprovalWindow(current?.id, projectId, (id, answer) => void dispatch(answerApproval(id, answer.approved, answer.digest, answer.signature)))

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
  const reject = (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) void dispatch(answerApproval(current.id, false))
  }
  // Synchronously in the click, or the browser blocks the window.
  const open = (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) review.open(current.request)
  }
  const subtitle = address ? t('approve.fromOn', { address: truncateAddress(address), chain: current.chainName }) : current.chainName
  return (
    <div className="panel approve" data-testid="approve-transaction">
      <p className="panel-title">{methodTitle(t, current.method)}</p>
      <p className="notice">
        {subtitle}
        {approvals.length > 1 ? ` · ${t('approve.moreWaiting', { count: approvals.length - 1 })}` : ''}
      </p>
      <RequestDetails description={current.description} />
      <p className="notice" data-testid="approve-in-window">
        {review.blocked ? t('approve.popupBlocked') : t('approve.inWindowOnly')}
      </p>
      <div className="approve-actions">
        <button type="button" className="button" disabled={sending} onClick={reject}>
          {t('approve.reject')}
        </button>
        <button type="button" className="button primary" disabled={sending} onClick={open}>
          {sending ? t('approve.signing') : t('approve.reviewInWindow')}
        </button>
      </div>
    </div>
  )
}
