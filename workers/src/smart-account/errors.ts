import { ErrorCodes, SmartAccountMessages } from '@porthole/protocol'
import { BaseError, HttpRequestError, RpcRequestError, TimeoutError, type Hex } from 'viem'

/**
 * What the smart-account road answers when it cannot give a transaction hash. One code per
 * condition, the same every time: the bundler out of reach is 4900 (disconnected) with HTTP 503;
 * a refusal or a revert is -32603 with HTTP 502; a network without smart accounts is 4901.
 */
export class SmartAccountError extends Error {
  override name = 'SmartAccountError'
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const bundlerUnreachable = () => new SmartAccountError(SmartAccountMessages.bundlerUnreachable, ErrorCodes.disconnected, 503)
export const notEnabled = () => new SmartAccountError(SmartAccountMessages.notEnabled, ErrorCodes.chainDisconnected, 400)
export const reverted = (transactionHash: Hex, userOperationHash: Hex) =>
  new SmartAccountError(SmartAccountMessages.userOperationReverted, ErrorCodes.internal, 502, { transactionHash, userOperationHash })
export const rejected = (reason: string) =>
  new SmartAccountError(`${SmartAccountMessages.userOperationRejected}: ${reason}`, ErrorCodes.internal, 502, { reason })
/** Sent, but not included within the wait: kept, and followed up (never sent again) on the next request. */
export const stillPending = (userOperationHash: Hex) =>
  new SmartAccountError(SmartAccountMessages.userOperationPending, ErrorCodes.internal, 504, { userOperationHash })

/** The bundler did not answer at all (refused, reset, timed out, a gateway's 5xx): not its verdict on the UserOperation. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return error instanceof TypeError
  return Boolean(error.walk((e) => e instanceof TimeoutError || (e instanceof HttpRequestError && (e.status === undefined || e.status >= 500))))
}

/** The bundler's own reason for refusing (its JSON-RPC error message), for the visitor. */
export function refusalReason(error: unknown): string {
  if (!(error instanceof BaseError)) return (error as Error).message
  const rpc = error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null
  return rpc?.details || error.details || error.shortMessage
}
