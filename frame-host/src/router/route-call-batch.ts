import {
  ErrorCodes,
  fromUnknown,
  handlerOf,
  InvalidParamsRpcError,
  lazy,
  MethodNotSupportedRpcError,
  REQUEST_TIMEOUT_MS,
  UnknownBundleIdError,
  UnsupportedProviderMethodError,
  type Eip155Entries,
  type MethodsWhere,
  type RpcRequest,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import { callsStatus, frameCapabilities, getCapabilitiesParams, parseWalletSendCallsParams, sendCallsInOrder } from '../batch/index.js'
import { eip155ChainId } from '../chains/index.js'
import type { Connector } from '../connectors/index.js'
import { type FrameThunk, openModal } from '../store/index.js'

/** Codes of a wallet that knows the method but refuses this request: 4001 the visitor, 4100 the account. */
const REFUSALS: ReadonlySet<number> = new Set([ErrorCodes.userRejected, ErrorCodes.unauthorized])

/** Codes of a wallet that does not have the method. */
const UNSUPPORTED: ReadonlySet<number> = new Set([ErrorCodes.unsupportedMethod, ErrorCodes.methodNotFound, MethodNotSupportedRpcError.code])

const batchIdParams = lazy(() => z.tuple([z.string().check(z.minLength(1), z.maxLength(4096))]))

/** Whether the wallet answers wallet_getCapabilities (EIP-5792's own test of support); any refusal or silence means no. */
async function speaksEip5792(connector: Connector, signal: AbortSignal | undefined): Promise<boolean> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  try {
    await connector.request({ method: 'wallet_getCapabilities' }, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    return true
  } catch (error) {
    if (signal?.aborted) throw error
    return false
  }
}

/** A batch the frame ran, as the frame's batches hold it. */
type CallBatch = Parameters<typeof callsStatus>[1]

type Answer = (connector: Connector, args: RpcRequest, signal: AbortSignal | undefined) => FrameThunk<Promise<unknown>>

const sendCalls: Answer = (connector, args, signal) => async (dispatch) => {
  const [request] = parseWalletSendCallsParams(args.params)
  if (await speaksEip5792(connector, signal)) return connector.request(args, { signal })
  return dispatch(sendCallsInOrder(connector, request, signal))
}

const getCapabilities: Answer = (connector, args, signal) => async (_dispatch, getState) => {
  const params = getCapabilitiesParams().safeParse(args.params ?? [])
  if (!params.success) throw new InvalidParamsRpcError()
  try {
    return await connector.request(args, { signal })
  } catch (error) {
    // A refusal about the account or the visitor is the wallet's answer; anything else means it has no EIP-5792.
    if (signal?.aborted || REFUSALS.has(fromUnknown(error).code)) throw error
    // The frame's own batches run on the wallet's active chain only.
    const active = eip155ChainId(getState().network.active.eip155)
    return frameCapabilities(active === undefined ? [] : [active], params.data[1])
  }
}

/** A request about a batch id: `own` answers for a batch the frame ran; other ids are the wallet's (5730 when it has none). */
const aboutBatch =
  (own: (id: string, batch: CallBatch) => FrameThunk<Promise<unknown>>): Answer =>
  (connector, args, signal) =>
  async (dispatch, _getState, services) => {
    const parsed = batchIdParams().safeParse(args.params)
    if (!parsed.success) throw new InvalidParamsRpcError()
    const [id] = parsed.data
    const batch = services.batches.get(id)
    if (!batch) {
      // A wallet without the method cannot hold the id either: to the dapp it is an unknown bundle.
      return connector.request(args, { signal }).catch((error: unknown) => {
        throw UNSUPPORTED.has(fromUnknown(error).code) ? new UnknownBundleIdError() : error
      })
    }
    return dispatch(own(id, batch))
  }

const ANSWERS: Record<MethodsWhere<Eip155Entries, { answeredBy: 'call-batch' }>, Answer> = {
  wallet_sendCalls: sendCalls,
  wallet_getCapabilities: getCapabilities,
  wallet_getCallsStatus: aboutBatch((id, batch) => async (_dispatch, getState, services) => {
    const network = getState().network.available.find((n) => eip155ChainId(n.caipNetworkId) === batch.chainId)
    if (!network) throw new UnknownBundleIdError()
    return callsStatus(id, batch, services.transports.forNetwork(network))
  }),
  // The account's activity lists the batch's transactions.
  wallet_showCallsStatus: aboutBatch(() => async (dispatch) => {
    dispatch(openModal('Account'))
    return null
  }),
}

/**
 * EIP-5792 for every connector alike (docs/ARCHITECTURE.md "One road to every wallet"):
 * a wallet that answers wallet_getCapabilities gets the batch as it is (the
 * embedded wallet answers, and shows one approval for the batch); any other
 * gets its calls one by one from the frame (batch/send-calls-in-order.ts),
 * reported `atomic: false`. Status and show requests for an id the frame
 * ran are the frame's; other ids are the wallet's (5730 when it has none).
 */
export function routeCallBatch(connector: Connector, args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch) => {
    const answer = handlerOf(ANSWERS, args.method)
    if (!answer) throw new UnsupportedProviderMethodError()
    return dispatch(answer(connector, args, signal))
  }
}
