import {
  AbortedError,
  AuthMessages,
  ChainDisconnectedError,
  EmbeddedMethods,
  fromUnknown,
  InternalRpcError,
  Messages,
  MODAL_ERROR_DELAY_MS,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type EmbeddedMethod,
  type RpcRequest,
} from '@porthole/protocol'
import { eip155ChainId } from '../chains/caip.js'
import { goBack, openModal } from '../store/modal-router.js'
import { pushView } from '../store/modal-slice.js'
import { selectAddress } from '../store/selectors.js'
import type { FrameThunk } from '../store/types.js'
import { AuthApiError } from './auth-client.js'
import { describeCost, type TransactionCost } from './describe-cost.js'
import { describeRequest } from './describe-request.js'
import { embeddedActions } from './embedded-slice.js'
import { nativePrice } from './native-price.js'
import { prepareTransaction } from './prepare-transaction.js'
import { sessionLapsed } from './session-lapsed.js'

const isEmbeddedMethod = (method: string): method is EmbeddedMethod => (EmbeddedMethods as readonly string[]).includes(method)

/** Shows the request in ApproveTransaction, on top of whatever the modal shows. */
function showApproval(): FrameThunk {
  return (dispatch, getState) => {
    const { open, view } = getState().modal
    if (!open) dispatch(openModal('ApproveTransaction'))
    else if (view !== 'ApproveTransaction') dispatch(pushView('ApproveTransaction'))
  }
}

/**
 * A signing or sending request for the embedded wallet (spec §4): one it does
 * not do opens the modal, shows 'Action not allowed' after 300 ms and is
 * rejected; the others wait on the ApproveTransaction stack for the visitor,
 * then the worker signs for the live session. 'Session Expired' signs out.
 * An aborted `signal` (nobody waits for the answer any more) takes the request
 * off the stack before it is approved: a later click approves nothing.
 */
export function requestEmbedded(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
    if (signal?.aborted) throw new AbortedError()
    if (!isEmbeddedMethod(args.method)) {
      dispatch(embeddedActions.notAllowedOpened(args.method))
      dispatch(showApproval())
      await new Promise((resolve) => setTimeout(resolve, MODAL_ERROR_DELAY_MS))
      dispatch(embeddedActions.notAllowedShown())
      throw new UnsupportedProviderMethodError(undefined, { ui: Messages.actionNotAllowed })
    }
    const session = services.embedded.storage.readSession()
    if (!session) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
    const state = getState()
    const networkId = state.network.active.eip155
    const network = state.network.available.find((n) => n.caipNetworkId === networkId)
    const chainId = eip155ChainId(networkId)
    if (!network || chainId === undefined) throw new ChainDisconnectedError(Messages.chainNotSupported)

    // A transaction is checked and completed by the frame before anyone sees it, and
    // what the worker gets is exactly what the approval shows (prepare-transaction.ts).
    let cost: TransactionCost | undefined
    let signed = params
    const from = selectAddress(state)
    if (args.method === 'eth_sendTransaction' && from) {
      const check = await prepareTransaction(params[0], from, services.transports.forNetwork(network))
      cost = describeCost(check, network.nativeCurrency.symbol, await dispatch(nativePrice(from, network.caipNetworkId)))
      signed = [check.tx]
      if (signal?.aborted) throw new AbortedError()
    }

    const id = crypto.randomUUID()
    const decision = new Promise<void>((approve, reject) => services.embedded.waiters.set(id, { approve, reject }))
    const dropped = () => services.embedded.waiters.get(id)?.reject(new AbortedError())
    signal?.addEventListener('abort', dropped)
    dispatch(embeddedActions.approvalQueued({ id, method: args.method, chainName: network.name, status: 'waiting', description: describeRequest(args.method, signed, network.nativeCurrency.symbol, cost) }))
    dispatch(showApproval())
    try {
      await decision
      // Approved: the visitor wants it sent, even if the page stops waiting now.
      signal?.removeEventListener('abort', dropped)
      dispatch(embeddedActions.approvalSending(id))
      return await services.embedded.client.walletRequest(session.token, { chainId, method: args.method, params: signed })
    } catch (error) {
      if (error instanceof AuthApiError) {
        if (error.status === 401) {
          dispatch(sessionLapsed())
          throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
        }
        throw fromUnknown(error, new InternalRpcError(error.message))
      }
      throw error
    } finally {
      signal?.removeEventListener('abort', dropped)
      services.embedded.waiters.delete(id)
      dispatch(embeddedActions.approvalSettled(id))
      // Spec §4: settling pops the stack; the last one leaves the view.
      const after = getState()
      if (after.embedded.approvals.length === 0 && after.modal.open && after.modal.view === 'ApproveTransaction') dispatch(goBack())
    }
  }
}

/**
 * The visitor's answer in ApproveTransaction. A transaction that fails its
 * simulation cannot be approved: it would only spend gas on a revert.
 */
export function answerApproval(id: string, approved: boolean): FrameThunk {
  return (_dispatch, getState, services) => {
    const waiter = services.embedded.waiters.get(id)
    if (!waiter) return
    const description = getState().embedded.approvals.find((a) => a.id === id)?.description
    if (approved && description?.kind === 'transaction' && description.cost?.simulationError) return
    if (approved) waiter.approve()
    else waiter.reject(new UserRejectedRequestError())
  }
}
