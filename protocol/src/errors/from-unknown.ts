import { Alerts } from '../alerts.js'
import { AbortedError, ALERT_TEXTS, AlertError, ErrorCodes, PortholeError, REQUEST_ABORTED, RequestTimeoutError, SOMETHING_WENT_WRONG } from './base.js'
import { InternalRpcError, StandardErrors } from './rpc.js'

type StandardError = (typeof StandardErrors)[number]
const byCode: ReadonlyMap<number, StandardError> = new Map(StandardErrors.map((c) => [c.code, c]))

const isDomException = (error: object): error is DOMException => typeof DOMException === 'function' && error instanceof DOMException

/**
 * The one way from whatever was thrown or received to the error a dapp sees.
 *
 * - A PortholeError stays as it is.
 * - Anything with an integer `code` (a wallet's error, sign-client's, a shape
 *   that crossed the channel, a viem RpcError) becomes the class of its code
 *   with its own message and data, so they reach the dapp unchanged; without a
 *   message it gets the code's standard text. viem's one-line `shortMessage`
 *   wins over its multi-line `message`.
 * - 4900 with an alert text comes back as AlertError (the timeout's as
 *   RequestTimeoutError), and with the abort text as AbortedError: the wire
 *   has only the text, and here it becomes a class the receiver can tell apart.
 * - A fetch or signal abort is an AbortedError; a DOMException's legacy
 *   numeric `code` is not an RPC code.
 * - Anything else is `fallback`: by default -32603 'Something went wrong'.
 */
export function fromUnknown(error: unknown, fallback?: PortholeError): PortholeError {
  if (error instanceof PortholeError) return error
  const otherwise = () => fallback ?? new InternalRpcError(SOMETHING_WENT_WRONG)
  if (typeof error !== 'object' || error === null) return otherwise()
  if (isDomException(error)) return error.name === 'AbortError' ? new AbortedError() : otherwise()
  const { code, message, shortMessage, data } = error as Record<string, unknown>
  if (typeof code !== 'number' || !Number.isInteger(code)) return otherwise()
  const text = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : undefined
  if (code === ErrorCodes.disconnected && text !== undefined) {
    if (text === Alerts.iframeRequestTimeout) return new RequestTimeoutError(data)
    if (ALERT_TEXTS.has(text)) return new AlertError(text, data)
    if (text === REQUEST_ABORTED) return new AbortedError()
  }
  const Standard = byCode.get(code)
  if (Standard) return new Standard(text, data)
  return text === undefined ? otherwise() : new PortholeError(code, text, data)
}
