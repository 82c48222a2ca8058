import { http, type HttpTransportConfig } from 'viem'
import { buildRequest } from 'viem/utils'
import { toPortholeError } from './rpc-errors.js'

/** Spec §7 and §9: batch size, retries, base backoff, HTTP timeout. */
export const RPC_BATCH_SIZE = 1000
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000

export type RpcRequest = { method: string; params?: unknown }

export type RpcTransport = {
  /** The node's raw result; rejects only with a PortholeError (see rpc-errors.ts). */
  request(args: RpcRequest, options?: { signal?: AbortSignal | undefined }): Promise<unknown>
}

export declare namespace createRpcTransport {
  type Options = {
    /** Replaces the global `fetch`, e.g. in tests. */
    fetchFn?: HttpTransportConfig['fetchFn']
  }
}

/**
 * Read-only JSON-RPC to one chain's RPC URL over viem's `http()` transport:
 * calls made in the same tick go out as one batch POST, and viem's retry
 * policy (codes -1, -32603, -32005; HTTP 403, 408, 413, 429, 5xx; Retry-After)
 * applies per call.
 */
export function createRpcTransport(
  url: string | undefined,
  options: createRpcTransport.Options = {},
): RpcTransport {
  let send: ReturnType<typeof buildRequest>
  try {
    const { config } = http(url, {
      batch: { batchSize: RPC_BATCH_SIZE, wait: 0 },
      fetchFn: options.fetchFn,
      timeout: RPC_TIMEOUT_MS,
    })({})
    // viem batches per AbortSignal, and every dapp call brings its own, which
    // would mean one POST per call. So the batch is built without the signal,
    // and buildRequest applies it: an abort stops that call's retries and
    // rejects it at once while the shared POST goes on for the other calls.
    send = buildRequest((args) => config.request(args), {
      retryCount: RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_DELAY_MS,
    })
  } catch (error) {
    // No URL: every call fails with the spec's message, nothing is sent.
    const failure = toPortholeError(error)
    return { request: () => Promise.reject(failure) }
  }

  return {
    async request({ method, params }, { signal } = {}) {
      try {
        return await send({ method, params }, { signal })
      } catch (error) {
        throw toPortholeError(error, signal)
      }
    },
  }
}
