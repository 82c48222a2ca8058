import { BaseError } from '@porthole/protocol'

/**
 * Why a call to the worker or the blockchain API failed. Besides the generic
 * failures, the refusals the frame acts on have a code of their own.
 */
export type HttpErrorCode =
  /** No answer at all (offline, blocked, the call's own time ran out). */
  | 'network'
  /** A connect call that outlived its time; its request was aborted. */
  | 'timeout'
  /** An error status the frame has no special road for. */
  | 'refused'
  /** An answer its schema does not take. */
  | 'malformed'
  /** A code was asked for too soon: `retryAfter` seconds to wait. */
  | 'cooldown'
  /** The visitor said no at the social login's provider. */
  | 'connectionRejected'
  /** The social login's provider could not be started. */
  | 'socialNotInitiated'
  /** The network has no smart accounts. */
  | 'smartAccountNotEnabled'
  /** The network has no swap backend (for swaps or their gas price). */
  | 'swapUnsupportedNetwork'
  /** No route has the liquidity for the pair. */
  | 'noLiquidity'

/** What the answer said besides its status; status 0 is no answer. */
export type HttpErrorValues = {
  status: number
  /** The worker's own text of its refusal, where it gave one. */
  said?: string | undefined
  /** The EIP-1193 / JSON-RPC code the worker gave its refusal. */
  rpcCode?: number | undefined
  /** Seconds before another try can succeed. */
  retryAfter?: number | undefined
  /** The first issue of a 400 'Invalid input': what the visitor can fix. */
  issue?: string | undefined
}

/** The one failure of the frame's HTTP calls (http/fetch-json.ts makes them); `message` is the calling client's text. */
export class HttpError extends BaseError {
  override name = 'HttpError'
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    readonly values: HttpErrorValues,
    options?: BaseError.Options,
  ) {
    super(message, options)
  }

  get status(): number {
    return this.values.status
  }
}
