import * as Comlink from 'comlink'
import { AbortedError, RequestTimeoutError } from './errors.js'
import { REQUEST_TIMEOUT_MS } from './constants.js'
import { settle, unwrap, type Envelope } from './envelope.js'
import type { Methods } from './messages.js'
import { guardedEndpoint, parseCall, parseReply, refuseCall } from './wire.js'

type AnyApi = Record<string, (...args: never[]) => Promise<Envelope<unknown>>>
type Result<F> = F extends (...args: never[]) => Promise<Envelope<infer R>> ? R : never
type Handlers<Api extends AnyApi> = { [K in keyof Api]: (...args: Parameters<Api[K]>) => unknown }

/**
 * Exposes one frozen, prototype-less facade on a port. Arguments were parsed
 * by the endpoint guard; whatever a handler throws becomes an error envelope.
 */
export function serve<Api extends AnyApi>(port: MessagePort, methods: Methods, handlers: Handlers<Api>): () => void {
  const facade = Object.create(null) as Record<string, unknown>
  for (const name of Object.keys(methods)) {
    const handler = handlers[name] as (...args: unknown[]) => unknown
    facade[name] = (...args: unknown[]) => settle(() => handler(...args))
  }
  Comlink.expose(
    Object.freeze(facade),
    guardedEndpoint(
      port,
      (data) => parseCall(methods, data),
      (data) => refuseCall(methods, data),
    ),
  )
  return () => port.close()
}

export declare namespace connect {
  type CallOptions = {
    /** Milliseconds before the call fails with 'iframe request timeout'. */
    timeout?: number
    signal?: AbortSignal
  }
}

export type Caller<Api extends AnyApi> = {
  call<K extends keyof Api & string>(method: K, args: Parameters<Api[K]>, options?: connect.CallOptions): Promise<Result<Api[K]>>
  /** Rejects everything pending and releases the port. */
  close(): void
}

/** The calling side of a port: every call has a timeout, an abort signal and an envelope. */
export function connect<Api extends AnyApi>(port: MessagePort): Caller<Api> {
  const remote = Comlink.wrap<AnyApi>(guardedEndpoint(port, parseReply))
  const pending = new Set<(error: Error) => void>()
  let closed = false

  return {
    call(method, args, { timeout = REQUEST_TIMEOUT_MS, signal } = {}) {
      if (closed || signal?.aborted) return Promise.reject(new AbortedError())
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          pending.delete(fail)
        }
        const fail = (error: Error) => {
          done()
          reject(error)
        }
        const onAbort = () => fail(new AbortedError())
        const timer = setTimeout(() => fail(new RequestTimeoutError()), timeout)
        signal?.addEventListener('abort', onAbort)
        pending.add(fail)
        const invoke = remote[method] as unknown as (...a: unknown[]) => Promise<Envelope<unknown>>
        invoke(...args).then(
          (result) => {
            if (!pending.has(fail)) return
            done()
            try {
              resolve(unwrap(result) as never)
            } catch (error) {
              reject(error)
            }
          },
          (error: Error) => fail(error),
        )
      })
    },
    close() {
      if (closed) return
      closed = true
      for (const fail of [...pending]) fail(new AbortedError())
      remote[Comlink.releaseProxy]()
      port.close()
    },
  }
}
