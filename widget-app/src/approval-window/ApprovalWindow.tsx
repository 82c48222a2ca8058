import {
  approvalDigest,
  cannotApprove,
  postToOwnOrigin,
  readWindowMessage,
  type ApprovalRequest,
  type RequestDescription,
} from '@porthole/frame-host/approval-window'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { methodTitle, RequestDetails } from '../components/account/RequestDetails.js'
import { useT } from '../i18n/use-t.js'
import { describeInWindow } from './describe-in-window.js'
import { useWindowLifecycle } from './use-window-lifecycle.js'
import { useArming } from './use-arming.js'
import { useSecondConfirmation } from './use-second-confirmation.js'
import { usePasskeyOperation, type PasskeyStatus } from './use-passkey-operation.js'

/**
 * The approval in a window of the frame's own origin, which the host page can
 * neither cover nor restyle: the raw request its opener (the frame) sends,
 * decoded here with the frame's decoders, and Approve (armed by arming.ts)
 * answering the digest of exactly what was shown. Reject, Escape and closing
 * the window reject; the frame going away (the page reloaded) closes it.
 */
export function ApprovalWindow({ id, project }: { id: string; project: string }) {
  const t = useT()
  const opener = window.opener as Window | null
  // The first request for this id is the one shown: a later message cannot swap it.
  const [request, setRequest] = useState<ApprovalRequest>()
  const answered = useRef(false)
  const [description, setDescription] = useState<RequestDescription>()

  const reject = () => {
    if (answered.current || !opener) return
    answered.current = true
    postToOwnOrigin(opener, { type: 'porthole-approval-answer', id, approved: false })
    window.close()
  }

  useEffect(() => {
    if (!opener) return
    const listener = (event: MessageEvent) => {
      const message = readWindowMessage(event, opener, location.origin)
      if (message?.type === 'porthole-approval-request' && message.request.id === id) setRequest((shown) => shown ?? message.request)
    }
    addEventListener('message', listener)
    postToOwnOrigin(opener, { type: 'porthole-approval-ready', id })
    return () => removeEventListener('message', listener)
  }, [opener, id])

  useEffect(() => {
    if (!request) return
    let shown = true
    // A request that cannot be read stays undescribed: there is nothing to approve.
    describeInWindow(request).then(
      (described) => shown && setDescription(described),
      () => undefined,
    )
    return () => {
      shown = false
    }
  }, [request])

  useWindowLifecycle(opener, reject)

  if (!opener || !request || !description) return <p className="notice">{opener ? t('approve.loadingRequest') : t('approve.nothingWaitingHere')}</p>
  return <Decision request={request} description={description} project={project} opener={opener} answered={answered} reject={reject} />
}

type DecisionProps = {
  request: ApprovalRequest
  description: RequestDescription
  project: string
  opener: Window
  answered: { current: boolean }
  reject: () => void
}

/** The request on screen and its buttons: mounted with the request, so Approve's 500 ms count from when it shows. */
function Decision({ request, description, project, opener, answered, reject }: DecisionProps) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  const arming = useArming()
  const second = useSecondConfirmation(request.id, description)
  const passkey = usePasskeyOperation(request)
  // A passkey account's operation must be checked before Approve can arm, and not be signing already.
  const passkeyBlocks = passkey.status !== undefined && passkey.status !== 'ready' && passkey.status !== 'failed'
  const { id } = request
  useEffect(() => heading.current?.focus(), [])
  const approve = async (event: MouseEvent) => {
    if (!event.nativeEvent.isTrusted || answered.current || !second.confirmed || cannotApprove(description) || passkeyBlocks) return
    // detail 0: activated by keyboard, with no press before it.
    if (!arming.click(event.detail > 0)) return
    const signature = passkey.status === undefined ? undefined : await passkey.sign()
    if (passkey.status !== undefined && signature === undefined) return
    answered.current = true
    const digest = await approvalDigest(request)
    postToOwnOrigin(opener, { type: 'porthole-approval-answer', id, approved: true, digest, ...(signature ? { signature } : {}) })
    window.close()
  }
  return (
    <main className="card approve-window" role="dialog" aria-modal="true" aria-labelledby="approval-title" aria-describedby="approval-origin">
      <div className="panel approve" data-testid="approve-transaction">
        {/* elementtiming: the window's own record of when the request was first painted (read by `npm run bench`). */}
        <h1 id="approval-title" className="panel-title" tabIndex={-1} ref={heading} elementtiming="approval-request">
          {request.passkey?.adding ? t('addPasskey.button') : request.passkey?.cancelsRecovery ? t('recovery.cancelTitle') : methodTitle(t, request.method)}
        </h1>
        <p id="approval-origin" className="notice" data-testid="approval-origin">
          {t('approve.requestedBy', { origin: request.pageOrigin ?? t('approve.unknownSite') })}
        </p>
        <p className="notice" data-testid="approval-project">
          {t('approve.through', { project })}
        </p>
        <p className="notice" data-testid="approval-account">
          {t('approve.fromOn', { address: request.account, chain: request.chain.name })}
        </p>
        {request.passkey?.adding && (
          <p className="notice" data-testid="approval-adds-owner">
            {t('addPasskey.approveNotice', { signer: request.passkey.adding.signer })}
          </p>
        )}
        {request.passkey?.cancelsRecovery && (
          <p className="notice" data-testid="approval-cancels-recovery">
            {t('recovery.cancelNotice')}
          </p>
        )}
        <RequestDetails description={description} />
        {passkey.status !== undefined && <PasskeyNotice status={passkey.status} />}
        {second.box}
        <p className="notice">{t('approve.closeHint')}</p>
        <div className="approve-actions">
          <button type="button" className="button" onClick={(event) => event.nativeEvent.isTrusted && reject()}>
            {t('approve.reject')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!arming.ready() || cannotApprove(description) || !second.confirmed || passkeyBlocks}
            onClick={(event) => void approve(event)}
          >
            {t('approve.approve')}
          </button>
        </div>
      </div>
    </main>
  )
}

/** What the passkey is doing for this approval; a mismatch is why Approve stays off. */
function PasskeyNotice({ status }: { status: PasskeyStatus }) {
  const t = useT()
  const text = {
    checking: 'passkey.checking',
    ready: 'passkey.signsHere',
    mismatch: 'passkey.operationMismatch',
    signing: 'passkey.signing',
    failed: 'passkey.signFailed',
  } as const
  return (
    <p className={status === 'mismatch' || status === 'failed' ? 'notice error' : 'notice'} role="status" data-testid="approval-passkey">
      {t(text[status])}
    </p>
  )
}
