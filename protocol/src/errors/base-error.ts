/**
 * The root of the project's errors, in the manner of viem's BaseError: a short
 * `message`, longer `details` for logs, the `cause` it wraps, and `walk` down
 * that chain. What tells one error from another is its class and code, never
 * its text.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  /** What a log needs beyond the message; never shown to a dapp. */
  readonly details: string | undefined

  constructor(message: string, options: BaseError.Options = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.details = options.details
  }

  /** The first error of the chain (this one, then each cause) that `fn` accepts, else null; without `fn`, the innermost. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

export declare namespace BaseError {
  type Options = { cause?: unknown; details?: string | undefined }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined
  if (cause !== undefined) return walk(cause, fn)
  return fn ? null : error
}
