import { Alerts, type Alert } from '../alerts.js'
import { BaseError } from './base-error.js'

/**
 * Errors that cross the channel. Codes are EIP-1193 / JSON-RPC numbers so a
 * dapp sees exactly what a wallet would have given it. The other standard
 * codes are only their classes' `code` (errors/rpc.ts): every entry here costs
 * the page's loader bytes.
 */
export const ErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * Frame texts the errors themselves give, in `Messages` too; kept out
 * of that object so the page's channel chunk does not carry all of it.
 */
export const REQUEST_ABORTED = 'Request was aborted'
export const SOMETHING_WENT_WRONG = 'Something went wrong'

export type ErrorShape = { code: number; message: string; data?: unknown }

/** An error with its EIP-1193 / JSON-RPC code and data: what a dapp receives (`toJSON`), nothing of the cause or details. */
export class PortholeError extends BaseError {
  override name = 'PortholeError'
  declare readonly code: number
  declare readonly data: unknown

  constructor(code: number, message: string, data?: unknown, options?: BaseError.Options) {
    super(message, options)
    this.code = code
    this.data = data
  }

  toJSON(): ErrorShape {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data }
  }
}

export const ALERT_TEXTS: ReadonlySet<string> = new Set<Alert>(Object.values(Alerts))

/** The frame cannot start for the page: the message is the spec's alert text. */
export class AlertError extends PortholeError {
  override name = 'AlertError'
  constructor(message: string, data?: unknown) {
    super(ErrorCodes.disconnected, message, data)
  }
}

export class AbortedError extends PortholeError {
  override name = 'AbortedError'
  constructor() {
    super(ErrorCodes.disconnected, REQUEST_ABORTED)
  }
}

/** A call over the channel that got no answer in time: the alert 'iframe request timeout'. A dapp still reads the name AlertError. */
export class RequestTimeoutError extends AlertError {
  constructor(data?: unknown) {
    super(Alerts.iframeRequestTimeout, data)
  }
}
