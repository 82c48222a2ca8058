import {
  EIP155_METHODS,
  namedAccount,
  AbortedError,
  AuthMessages,
  ChainDisconnectedError,
  EmbeddedMethods,
  Messages,
  UnauthorizedProviderError,
  UserRejectedRequestError,
  type EmbeddedMethod,
  type PasskeyOperationSignature,
  type RpcRequest,
} from '@porthole/protocol'
import { eip155ChainId } from '../chains/index.js'
import { HttpError } from '../http/index.js'
import { fellBack, selectActingAccount, smartAccountSent } from '../smart-account/index.js'
import type { FrameThunk } from '../store/index.js'
import { awaitApproval, refuseNotAllowed } from './approval-queue.js'
import { describeCost, type TransactionCost } from './describe-cost.js'
import { cannotApprove } from './cannot-approve.js'
import { describeRequest } from './describe-request.js'
import { approvalDigest } from './approval-window/approval-digest.js'
import { jsonOf } from './approval-window/approval-request.js'
import { nativePrice } from './native-price.js'
import { prepareTransaction } from './prepare-transaction.js'
import { signingPasskey } from './embedded-storage.js'
import type { PasskeyApproval } from './passkey/passkey-operation.js'

/** A passkey account's code, which other accounts' requests never load. */
const passkeyOperations = () => import('./passkey/passkey-operation.js')

const isEmbeddedMethod = (method: string): method is EmbeddedMethod => (EmbeddedMethods as readonly string[]).includes(method)

/**
 * A signing or sending request for the embedded wallet: one it does
 * not do opens the modal, shows 'Action not allowed' after 300 ms and is
 * rejected; the others wait on the ApproveTransaction stack for the visitor,
 * then the worker signs for the live session. 'Session Expired' signs out.
 * An aborted `signal` (nobody waits for the answer any more) takes the request
 * off the stack before it is approved: a later click approves nothing.
 * The worker is told which account acts (the key's own or its smart account);
 * a request naming another account (a page still holding the address from
 * before a switch) is 4100 before the visitor sees it, and a transaction is
 * checked from the acting account's address.
 */
export function requestEmbedded(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
    if (signal?.aborted) throw new AbortedError()
    if (!isEmbeddedMethod(args.method)) return dispatch(refuseNotAllowed(args.method))
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
    let passkey: PasskeyApproval | undefined
    const acting = selectActingAccount(state, 'eip155')
    const from = acting?.address
    const accountType = acting?.type ?? 'eoa'
    // A passkey account's passkey, or the one a secured account's smart account answers to: its requests take the passkey's road.
    const owner = signingPasskey(session, accountType)
    const entry = EIP155_METHODS.get(args.method)
    const signer = namedAccount(entry, params)
    if (typeof signer === 'string' && from && signer.toLowerCase() !== from.toLowerCase()) throw new UnauthorizedProviderError()
    if (entry?.kind === 'send' && from) {
      const check = await prepareTransaction(params[0], from, services.transports.forNetwork(network))
      cost = describeCost(check, network.nativeCurrency.symbol, await dispatch(nativePrice(from, network.caipNetworkId)))
      signed = [check.tx]
      // A passkey's transaction is an operation the passkey signs in the approval window.
      if (owner) passkey = await (await passkeyOperations()).preparePasskeyOperation(services.embedded.fetch, session.token, chainId, [check.tx], owner)
      if (signal?.aborted) throw new AbortedError()
    }

    const method = args.method
    // A passkey's message is signed by the passkey in the approval window too.
    if (owner && !passkey) passkey = (await passkeyOperations()).passkeyMessage(services.embedded.fetch, session.token, chainId, method, signed, owner)
    const pageOrigin = services.page.origin()
    const description = describeRequest(method, signed, network.nativeCurrency.symbol, cost, pageOrigin)
    const chain = { id: network.caipNetworkId, name: network.name, symbol: network.nativeCurrency.symbol }
    const request = {
      method,
      params: jsonOf(signed),
      chain,
      account: from ?? '',
      ...(pageOrigin ? { pageOrigin } : {}),
      ...(cost ? { cost } : {}),
      ...(passkey ? { passkey: passkey.operation } : {}),
    }
    const result = await dispatch(
      awaitApproval({ method, chainName: network.name, description, request }, signal, (signature) =>
        (passkey ? passkey.answer(signature!) : services.embedded.client.walletRequest(session.token, { chainId, method, params: signed, accountType })).catch(
          (error: unknown) => {
            // The worker's "not enabled" for a smart account makes the account fall back to eoa.
            if (accountType === 'smartAccount' && error instanceof HttpError && error.code === 'smartAccountNotEnabled') dispatch(fellBack('notEnabled'))
            throw error
          },
        ),
      ),
    )
    // The first transaction deploys the smart account: its code is read again once it is mined.
    if (accountType === 'smartAccount' && entry?.kind === 'send') void dispatch(smartAccountSent(network, result))
    return result
  }
}

/**
 * The visitor's answer in the approval window. Approve carries the digest of
 * what the window showed: the request is signed only if that is the digest of
 * what the frame is about to sign; otherwise it is rejected (4001), as it
 * would be if the visitor had never seen it. A transaction that fails its
 * simulation cannot be approved: it would only spend gas on a revert.
 */
export function answerApproval(id: string, approved: boolean, digest?: string, signature?: PasskeyOperationSignature): FrameThunk<Promise<void>> {
  return async (_dispatch, getState, services) => {
    const pending = getState().embedded.approvals.find((a) => a.id === id)
    if (!services.embedded.waiters.has(id) || !pending) return
    if (!approved) return services.embedded.waiters.get(id)?.reject(new UserRejectedRequestError())
    if (cannotApprove(pending.description)) return
    const signed = await approvalDigest(pending.request)
    const waiter = services.embedded.waiters.get(id)
    // A passkey account's approval is its passkey's signature, made in the window; without one nothing is sent.
    if (signed === digest && (signature !== undefined || !pending.request.passkey)) waiter?.approve(signature)
    else waiter?.reject(new UserRejectedRequestError('The request changed after it was shown for approval'))
  }
}
