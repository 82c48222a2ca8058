import { answerApproval, selectAddress, selectEmbedded, truncateAddress, type RequestDescription } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useRef, type MouseEvent } from 'react'
import { useApprovalGate } from '../approval/use-approval-gate.js'
import { canProveVisibility } from '../approval/visibility-proof.js'
import { TransactionCost } from '../components/TransactionCost.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
}

/** Where IntersectionObserver v2 is missing, nothing shows the frame is not hidden or covered by the page. */
const APPROVAL_UNPROVABLE = 'This browser cannot show that this approval is visible to you, so it cannot be approved here. Reject it, or use a browser that can (Chrome, Edge).'

function Description({ description }: { description: RequestDescription }) {
  switch (description.kind) {
    case 'message':
      return (
        <>
          <p className="label">{description.raw ? 'Message (hex)' : 'Message'}</p>
          <pre className="signed-content" data-testid="approve-message">
            {description.text}
          </pre>
        </>
      )
    case 'typedData':
      return (
        <>
          <p className="label">Type</p>
          <p data-testid="approve-primary-type">{description.primaryType}</p>
          <p className="label">Domain</p>
          <pre className="signed-content">{description.domain}</pre>
          <p className="label">Message</p>
          <pre className="signed-content" data-testid="approve-typed-message">
            {description.message}
          </pre>
        </>
      )
    case 'transaction':
      return (
        <dl className="signed-fields">
          <dt>To</dt>
          <dd data-testid="approve-to">{description.to ?? 'New contract'}</dd>
          <dt>Value</dt>
          <dd data-testid="approve-value">{description.value}</dd>
          {description.call ? (
            <>
              <dt>Call</dt>
              <dd data-testid="approve-call">{`${description.call.name}(${description.call.args.join(', ')})`}</dd>
            </>
          ) : null}
          {description.data && !description.call ? (
            <>
              <dt>Data</dt>
              <dd>
                <pre className="signed-content">{description.data}</pre>
              </dd>
            </>
          ) : null}
          {description.cost ? <TransactionCost cost={description.cost} /> : null}
        </dl>
      )
    default:
      return <pre className="signed-content">{description.params}</pre>
  }
}

/**
 * Spec §2/§4 ApproveTransaction for the embedded wallet: the oldest waiting
 * request, decoded, with Approve and Reject; or the 300 ms-delayed
 * 'Action not allowed' for a method the wallet does not do. Approve acts only
 * as the approval gate allows (approval/approval-gate.ts); where the browser
 * cannot prove the approval is visible, it cannot be approved in the frame.
 */
export function ApproveTransactionView() {
  const dispatch = useFrameDispatch()
  const { approvals, notAllowed } = useFrameSelector(selectEmbedded)
  const address = useFrameSelector(selectAddress)
  const panel = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  const { shown: current, ready, click } = useApprovalGate(approvals[0], panel, actions)

  if (!current) {
    return (
      <div className="panel" data-testid="approve-not-allowed">
        {notAllowed?.shown ? (
          <>
            <p className="panel-title error">{Messages.actionNotAllowed}</p>
            <p className="notice">{`This wallet does not do ${notAllowed.method}.`}</p>
          </>
        ) : notAllowed ? (
          <p className="notice">Checking the request…</p>
        ) : (
          <p className="notice">Nothing is waiting for approval.</p>
        )}
      </div>
    )
  }
  const sending = current.status === 'sending'
  const provable = canProveVisibility()
  const reverted = current.description.kind === 'transaction' && Boolean(current.description.cost?.simulationError)
  // Only a real gesture answers: a script in the frame cannot press Approve (DESIGN.md security model).
  const approve = (event: MouseEvent) => {
    // detail 0: activated by keyboard, with no press before it.
    const id = click(event.detail > 0)
    if (event.nativeEvent.isTrusted && id) dispatch(answerApproval(id, true))
  }
  const reject = (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) dispatch(answerApproval(current.id, false))
  }
  return (
    <div className="panel approve" data-testid="approve-transaction" ref={panel}>
      <p className="panel-title">{TITLES[current.method] ?? current.method}</p>
      <p className="notice">
        {address ? `From ${truncateAddress(address)} on ${current.chainName}` : current.chainName}
        {approvals.length > 1 ? ` · ${approvals.length - 1} more waiting` : ''}
      </p>
      <Description description={current.description} />
      {provable ? null : (
        <p className="notice error" data-testid="approve-unprovable">
          {APPROVAL_UNPROVABLE}
        </p>
      )}
      <div className="approve-actions" ref={actions}>
        <button type="button" className="button" disabled={sending} onClick={reject}>
          Reject
        </button>
        <button type="button" className="button primary" disabled={sending || !ready || !provable || reverted} onClick={approve}>
          {sending ? 'Signing…' : 'Approve'}
        </button>
      </div>
    </div>
  )
}
