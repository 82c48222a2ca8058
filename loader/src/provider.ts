import { ErrorCodes, PortholeError, type ErrorShape, type RpcRequest } from '@porthole/protocol'
import { createEmitter, type Listener } from './emitter.js'

export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/** Beyond EIP-1193: a dapp that gives up on a request aborts `signal`, and the widget drops it (its approval closes). */
export type RequestOptions = { readonly signal?: AbortSignal }

/** EIP-1193, as `porthole.provider` and in the EIP-6963 announcement. */
export type Provider = {
  readonly isPorthole: true
  request(args: RequestArguments, options?: RequestOptions): Promise<unknown>
  on(event: string, fn: Listener): Provider
  once(event: string, fn: Listener): Provider
  removeListener(event: string, fn: Listener): Provider
  off(event: string, fn: Listener): Provider
}

const isRequest = (args: unknown): args is RequestArguments => {
  if (typeof args !== 'object' || args === null) return false
  const { method, params } = args as Record<string, unknown>
  return typeof method === 'string' && method !== '' && (params === undefined || (typeof params === 'object' && params !== null))
}

const isErrorShape = (data: unknown): data is ErrorShape =>
  typeof (data as ErrorShape | undefined)?.code === 'number' && typeof (data as ErrorShape).message === 'string'

/**
 * The page's provider. `send` gets checked arguments and answers once the
 * frame is ready, so calls made before then wait instead of failing.
 */
export function createProvider(send: (args: RpcRequest, signal?: AbortSignal) => Promise<unknown>) {
  const events = createEmitter()
  const provider: Provider = Object.freeze({
    isPorthole: true as const,
    request(args: RequestArguments, options?: RequestOptions) {
      // Only the base class here: the standard classes and fromUnknown live in the channel chunk,
      // which has already turned the frame's errors into what the dapp gets.
      if (!isRequest(args)) return Promise.reject(new PortholeError(ErrorCodes.invalidRequest, 'Invalid request arguments'))
      // Other libraries pass their own options here (viem's retryCount, dedupe): only a real signal counts.
      const signal = options?.signal instanceof AbortSignal ? options.signal : undefined
      return send({ method: args.method, params: args.params as RpcRequest['params'] }, signal)
    },
    on: (event: string, fn: Listener) => (events.on(event, fn), provider),
    once: (event: string, fn: Listener) => (events.once(event, fn), provider),
    removeListener: (event: string, fn: Listener) => (events.off(event, fn), provider),
    off: (event: string, fn: Listener) => (events.off(event, fn), provider),
  })
  // EIP-1193 gives `disconnect` listeners a ProviderRpcError; it crossed the channel as a plain shape.
  const emit = (event: string, data: unknown) =>
    events.emit(event, event === 'disconnect' && isErrorShape(data) ? new PortholeError(data.code, data.message, data.data) : data)
  return { provider, emit }
}
