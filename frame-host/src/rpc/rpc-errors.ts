import { AbortedError, fromUnknown, InternalRpcError, Messages, PortholeError } from '@porthole/protocol'
import {
  BaseError,
  ExecutionRevertedError,
  HttpRequestError,
  InvalidInputRpcError,
  RpcRequestError,
  TimeoutError,
  TransactionRejectedRpcError,
  UnknownNodeError,
} from 'viem'
import { getNodeError } from 'viem/utils'
import { RpcUnreachableError } from './rpc-unreachable.js'

export const RPC_TIMEOUT_MESSAGE = 'Request timed out'
export const RPC_INVALID_JSON_MESSAGE = 'The RPC server answered with invalid JSON'

/** Codes whose message viem reads as a node error (its `containsNodeError`). */
const nodeErrorCodes: ReadonlySet<number> = new Set([InvalidInputRpcError.code, TransactionRejectedRpcError.code])

/**
 * What the transport threw, as the error the dapp receives. A JSON-RPC error
 * from the node keeps its code and data, so a dapp sees what a wallet would
 * have given it; an abort of `signal` wins over whatever viem threw. viem's
 * own failures (timeout, HTTP status, invalid JSON) are -32603 with their text.
 */
export function toPortholeError(error: unknown, signal?: AbortSignal): PortholeError {
  if (signal?.aborted) return signal.reason instanceof PortholeError ? signal.reason : new AbortedError()
  if (!(error instanceof BaseError)) return fromUnknown(error, new InternalRpcError(Messages.anErrorOccurred))

  const rpc = error.walk((e) => e instanceof RpcRequestError)
  if (rpc instanceof RpcRequestError) return fromUnknown({ code: rpc.code, message: nodeMessage(rpc), data: rpc.data })

  if (error.walk((e) => e instanceof TimeoutError)) return new RpcUnreachableError(RPC_TIMEOUT_MESSAGE)

  const http = error.walk((e) => e instanceof HttpRequestError)
  if (http instanceof HttpRequestError) {
    if (http.status) return new InternalRpcError(Messages.httpStatus(http.status))
    if (http.cause instanceof SyntaxError) return new InternalRpcError(RPC_INVALID_JSON_MESSAGE)
    // fetch itself failed: no connection, a name that does not resolve, a URL the CSP blocks.
    return new RpcUnreachableError(http.shortMessage)
  }
  // UrlRequiredError, a body over the size limit.
  return new InternalRpcError(error.shortMessage)
}

/**
 * The node's own message, except for the node errors of that viem
 * names (insufficient funds, nonce, fee cap, intrinsic gas, tip, tx type):
 * those carry the spec's text. Reverts keep the node's text and its reason.
 */
function nodeMessage(rpc: RpcRequestError): string {
  if (!nodeErrorCodes.has(rpc.code)) return rpc.details
  const known = getNodeError(rpc, {})
  if (known instanceof ExecutionRevertedError || known instanceof UnknownNodeError) return rpc.details
  return known.shortMessage
}
