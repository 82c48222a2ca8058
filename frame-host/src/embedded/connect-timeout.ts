/** A connect call that outlived its time; its request was aborted. */
export class ConnectTimeoutError extends Error {
  override name = 'ConnectTimeoutError'
  /** Timeouts report iframe_request_timeout. */
  readonly code = 'iframe_request_timeout'
}

/**
 * Runs `call` with a signal that aborts after `ms`: a call still waiting then
 * fails with ConnectTimeoutError, whatever the request does with the abort.
 */
export async function withConnectTimeout<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new ConnectTimeoutError('iframe request timeout'))
    }, ms)
  })
  try {
    return await Promise.race([call(controller.signal), timedOut])
  } finally {
    clearTimeout(timer)
  }
}
