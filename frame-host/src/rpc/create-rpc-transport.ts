import { fallback, http, type HttpTransportConfig, type Transport } from 'viem'
import { buildRequest, stringify } from 'viem/utils'
import { createRequestDedupe } from './request-dedupe.js'
import { toPortholeError } from './rpc-errors.js'

/** Batch size, retries, base backoff, HTTP timeout, polling. */
export const RPC_BATCH_SIZE = 1000
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000
export const RPC_POLLING_INTERVAL_MS = 4_000

/** Ranking of several RPC URLs: the last 10 pings, each given 1000 ms, scored 0.7 stability + 0.3 latency. */
export const RPC_RANK = { sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } } as const

/**
 * Calls that create or consume node-side state (filters, subscriptions) or
 * send something: two identical ones are two requests, never one shared answer.
 */
const NOT_DEDUPED = /^(eth_new|eth_uninstallFilter$|eth_getFilterChanges$|eth_subscribe$|eth_unsubscribe$|eth_send)/

export type RpcRequest = { method: string; params?: unknown }

export type RpcTransport = {
  /** The node's raw result; rejects only with a PortholeError (see rpc-errors.ts). */
  request(args: RpcRequest, options?: { signal?: AbortSignal | undefined }): Promise<unknown>
}

export declare namespace createRpcTransport {
  type Options = {
    /** Replaces the global `fetch`, e.g. in tests. */
    fetchFn?: HttpTransportConfig['fetchFn']
    /** The call that measures an endpoint when there are several: `net_listening` on EVM nodes (viem's), `getHealth` on Solana's. */
    pingMethod?: string
    /** How often the endpoints are measured again; the spec's polling interval unless a test needs it quicker. */
    rankIntervalMs?: number
  }
}

/**
 * Read-only JSON-RPC to one chain over viem's `http()` transport: calls made
 * in the same tick go out as one batch POST, identical concurrent calls as
 * one call, and viem's retry policy (codes -1, -32603, -32005; HTTP 403, 408,
 * 413, 429, 5xx; Retry-After) applies per call. Several URLs go through viem's
 * `fallback` with ranking: it pings each in the background and sends to the
 * best-scored first, the others only when it fails.
 */
export function createRpcTransport(urls: string | readonly string[] | undefined, options: createRpcTransport.Options = {}): RpcTransport {
  const list = (typeof urls === 'string' ? [urls] : (urls ?? [])).filter((url) => url !== '')
  let send: ReturnType<typeof buildRequest>
  try {
    const endpoint = (url: string | undefined) =>
      http(url, { batch: { batchSize: RPC_BATCH_SIZE, wait: 0 }, fetchFn: options.fetchFn, timeout: RPC_TIMEOUT_MS })
    const ping = options.pingMethod
    const transport: Transport =
      list.length > 1
        ? fallback(list.map(endpoint), {
            rank: {
              ...RPC_RANK,
              interval: options.rankIntervalMs ?? RPC_POLLING_INTERVAL_MS,
              ...(ping ? { ping: ({ transport }) => transport.request({ method: ping }) } : {}),
            },
            retryCount: 0,
          })
        : endpoint(list[0])
    const { config } = transport({ pollingInterval: RPC_POLLING_INTERVAL_MS })
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
  const dedupe = createRequestDedupe()

  return {
    async request({ method, params }, { signal } = {}) {
      try {
        if (NOT_DEDUPED.test(method)) return await send({ method, params }, { signal })
        return await dedupe(stringify({ method, params }), (shared) => send({ method, params }, { signal: shared }), signal)
      } catch (error) {
        throw toPortholeError(error, signal)
      }
    },
  }
}
