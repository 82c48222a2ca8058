import { answerApproval, selectAddress, selectEmbedded, truncateAddress, type RequestDescription } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import type { MouseEvent } from 'react'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
}

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
        </dl>
      )
    default:
      return <pre className="signed-content">{description.params}</pre>
  }
}

/**
 * Spec §2/§4 ApproveTransaction for the embedded wallet: the request on top
 * of the stack, decoded, with Approve and Reject; or the 300 ms-delayed
 * 'Action not allowed' for a method the wallet does not do.
 */
export function ApproveTransactionView() {
  const dispatch = useFrameDispatch()
  const { approvals, notAllowed } = useFrameSelector(selectEmbedded)
  const address = useFrameSelector(selectAddress)
  const current = approvals.at(-1)

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
  // Only a real gesture answers: a script in the frame cannot press Approve (DESIGN.md security model).
  const answer = (approved: boolean) => (event: MouseEvent) => {
    if (event.nativeEvent.isTrusted) dispatch(answerApproval(current.id, approved))
  }
  return (
    <div className="panel approve" data-testid="approve-transaction">
      <p className="panel-title">{TITLES[current.method] ?? current.method}</p>
      <p className="notice">
        {address ? `From ${truncateAddress(address)} on ${current.chainName}` : current.chainName}
        {approvals.length > 1 ? ` · ${approvals.length - 1} more waiting` : ''}
      </p>
      <Description description={current.description} />
      <div className="approve-actions">
        <button type="button" className="button" disabled={sending} onClick={answer(false)}>
          Reject
        </button>
        <button type="button" className="button primary" disabled={sending} onClick={answer(true)}>
          {sending ? 'Signing…' : 'Approve'}
        </button>
      </div>
    </div>
  )
}
