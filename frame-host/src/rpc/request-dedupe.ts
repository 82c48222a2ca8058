/** At most this many distinct reads are shared at once; past it, calls simply go out alone. */
export const REQUEST_DEDUPE_CACHE_SIZE = 8192

type Shared = { promise: Promise<unknown>; controller: AbortController; waiting: number }

/**
 * Identical concurrent calls (same key) share one request: the first starts
 * it, later ones wait for its answer. Each caller keeps its own AbortSignal:
 * an abort rejects that caller at once, and the shared request itself is
 * aborted only when every caller has gone. Nothing is kept after the answer,
 * so a later call asks the node again.
 */
export function createRequestDedupe(maxSize = REQUEST_DEDUPE_CACHE_SIZE) {
  const inflight = new Map<string, Shared>()

  return function dedupe<T>(key: string, run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError(signal))
    let shared = inflight.get(key)
    if (!shared) {
      const controller = new AbortController()
      if (inflight.size >= maxSize) return run(signal ?? controller.signal)
      const promise = run(controller.signal)
      shared = { promise, controller, waiting: 0 }
      inflight.set(key, shared)
      const done = () => void inflight.delete(key)
      promise.then(done, done)
    }
    const entry = shared
    entry.waiting++
    if (!signal) return entry.promise as Promise<T>
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        // The last caller gone: nobody needs the answer, so its retries stop too.
        if (--entry.waiting === 0 && inflight.get(key) === entry) {
          inflight.delete(key)
          entry.controller.abort(signal.reason)
        }
        reject(abortError(signal))
      }
      signal.addEventListener('abort', leave, { once: true })
      ;(entry.promise as Promise<T>).then(
        (value) => (signal.removeEventListener('abort', leave), resolve(value)),
        (error: unknown) => (signal.removeEventListener('abort', leave), reject(error)),
      )
    })
  }
}

const abortError = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
