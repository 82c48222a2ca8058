import {
  AbortedError,
  AuthMessages,
  fromUnknown,
  InternalRpcError,
  LimitExceededRpcError,
  Messages,
  MODAL_ERROR_DELAY_MS,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type PasskeyOperationSignature,
} from '@porthole/protocol'
import { type FrameThunk, goBack, openModal } from '../store/index.js'
import { pushView } from '../shared-state/index.js'
import { HttpError } from '../http/index.js'
import type { ApprovalRequest } from './approval-window/approval-request.js'
import type { RequestDescription } from './describe-request.js'
import { embeddedActions } from './embedded-slice.js'
import { sessionLapsed } from './session-lapsed.js'

/** At most this many requests wait for the visitor at once; one more is refused. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** Shows the request in ApproveTransaction, on top of whatever the modal shows. */
export function showApproval(): FrameThunk {
  return (dispatch, getState) => {
    const { open, view } = getState().modal
    if (!open) dispatch(openModal('ApproveTransaction'))
    else if (view !== 'ApproveTransaction') dispatch(pushView('ApproveTransaction'))
  }
}

/** A method the embedded wallet does not do opens the modal, shows 'Action not allowed' after 300 ms and is rejected. */
export function refuseNotAllowed(method: string): FrameThunk<Promise<never>> {
  return async (dispatch) => {
    dispatch(embeddedActions.notAllowedOpened(method))
    dispatch(showApproval())
    await new Promise((resolve) => setTimeout(resolve, MODAL_ERROR_DELAY_MS))
    dispatch(embeddedActions.notAllowedShown())
    throw new UnsupportedProviderMethodError(undefined, { ui: Messages.actionNotAllowed })
  }
}

export declare namespace awaitApproval {
  type Request = { method: string; chainName: string; description: RequestDescription; request: Omit<ApprovalRequest, 'id'> }
}

/**
 * One request of the embedded wallet, of any family, through ApproveTransaction:
 * it waits in arrival order for the visitor; approved, `act` runs (the worker
 * signs, the frame sends) even if the page stops waiting then; rejected, 4001.
 * An aborted `signal` takes it off the queue before it is approved. A lapsed
 * session signs out with 'Session Expired'. Settling leaves the view when it
 * was the last one waiting.
 */
export function awaitApproval<T>(
  request: awaitApproval.Request,
  signal: AbortSignal | undefined,
  act: (signature?: PasskeyOperationSignature) => Promise<T>,
): FrameThunk<Promise<T>> {
  return async (dispatch, getState, services) => {
    if (signal?.aborted) throw new AbortedError()
    // A page flooding the wallet with requests is refused at once, not queued behind the visitor.
    if (getState().embedded.approvals.length >= PENDING_TRANSACTIONS_LIMIT) throw new LimitExceededRpcError()
    const id = crypto.randomUUID()
    const decision = new Promise<PasskeyOperationSignature | undefined>((approve, reject) => services.embedded.waiters.set(id, { approve, reject }))
    const dropped = () => services.embedded.waiters.get(id)?.reject(new AbortedError())
    signal?.addEventListener('abort', dropped)
    dispatch(embeddedActions.approvalQueued({ id, ...request, request: { ...request.request, id }, status: 'waiting' }))
    dispatch(showApproval())
    try {
      const signature = await decision
      signal?.removeEventListener('abort', dropped)
      dispatch(embeddedActions.approvalSending(id))
      return await act(signature)
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status === 401) {
          dispatch(sessionLapsed())
          throw new UnauthorizedProviderError(AuthMessages.sessionExpired, undefined, { cause: error })
        }
        // The dapp gets the worker's EIP-1193 code with its text; without a code, -32603 with that text.
        throw fromUnknown({ code: error.values.rpcCode, message: error.message }, new InternalRpcError(error.message, undefined, { cause: error }))
      }
      throw error
    } finally {
      signal?.removeEventListener('abort', dropped)
      services.embedded.waiters.delete(id)
      dispatch(embeddedActions.approvalSettled(id))
      // Settling pops the stack; the last one leaves the view.
      const after = getState()
      if (after.embedded.approvals.length === 0 && after.modal.open && after.modal.view === 'ApproveTransaction') dispatch(goBack())
    }
  }
}
