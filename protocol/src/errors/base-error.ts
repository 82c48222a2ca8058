/**
 * The root of the project's errors, in the manner of viem's BaseError: a short
 * `message`, longer `details` for logs, the `cause` it wraps, and `walk` (below)
 * down that chain. What tells one error from another is its class and code, never
 * its text. The page's script carries this class: it stays small.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  /** What a log needs beyond the message; never shown to a dapp. */
  declare readonly details?: string

  constructor(message: string, options?: BaseError.Options) {
    // Error reads only `cause` from its options.
    super(message, options)
    if (options?.details !== undefined) this.details = options.details
  }
}

export declare namespace BaseError {
  type Options = { cause?: unknown; details?: string | undefined }
}

/**
 * The first error of the chain (`error`, then each cause) that `fn` accepts, else null; without
 * `fn`, the innermost. A function rather than a method, so the page's script, which never walks
 * a chain, does not carry it.
 */
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  for (;;) {
    if (fn?.(error)) return error
    const cause = (error as { cause?: unknown } | null | undefined)?.cause
    if (cause === undefined) return fn ? null : error
    error = cause
  }
}
