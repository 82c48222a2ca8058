import { AuthMessages, lazy, Messages, SmartAccountMessages } from '@porthole/protocol'
import * as z from 'zod/mini'
import { HttpError, type HttpErrorCode, type HttpErrorValues } from './http-error.js'

/** Every shape of the worker's refusals: its text (`error` or `message`), EIP-1193 code, wait, and the issues of a 400 'Invalid input'. */
const refusal = lazy(() =>
  z.object({
    error: z.optional(z.string()),
    message: z.optional(z.string()),
    code: z.optional(z.number()),
    retryAfter: z.optional(z.number()),
    issues: z.optional(z.array(z.object({ message: z.string() }))),
  }),
)

/**
 * The refusals the frame acts on that the worker names by their text only:
 * they become codes here, once, and nothing further on reads the text.
 */
function named({ said, retryAfter }: HttpErrorValues): HttpErrorCode | undefined {
  if (said === undefined) return undefined
  if (retryAfter !== undefined && said === AuthMessages.cooldown(retryAfter)) return 'cooldown'
  const codes: Record<string, HttpErrorCode> = {
    [Messages.connectionRejected]: 'connectionRejected',
    [Messages.failedToInitiateSocial]: 'socialNotInitiated',
    [SmartAccountMessages.notEnabled]: 'smartAccountNotEnabled',
    [Messages.networkNotSupportedForSwaps]: 'swapUnsupportedNetwork',
    [Messages.networkNotSupportedForGasPrice]: 'swapUnsupportedNetwork',
    'Insufficient liquidity': 'noLiquidity',
  }
  return Object.hasOwn(codes, said) ? codes[said] : undefined
}

/** The frame's `fetch` and the auth API's both fit. */
type JsonFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal | undefined },
) => Promise<Response>

/** Each client's own texts for the failures: what its views (and, through the router, dapps) have always read. */
export type HttpTexts = {
  network: string
  timeout?: string
  refused(values: HttpErrorValues): string
  malformed(values: HttpErrorValues, issue: Error): string
}

export declare namespace fetchJson {
  type Init = {
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    /** Sent as JSON. */
    body?: unknown
    signal?: AbortSignal | undefined
    /** After this many ms the call is aborted and fails with 'timeout' (the connect calls). */
    timeoutMs?: number
    /** Answers undefined rather than failing on this status (a name nobody holds is a 404): the caller's T includes it. */
    absentOn?: number
  }
}

/**
 * The frame's one road to the worker and the blockchain API: sends, reads the
 * JSON, and turns every failure into an HttpError with its code and values. An
 * abort of the caller's own signal is passed on as it is.
 */
export async function fetchJson<T>(fetch: JsonFetch, url: string, init: fetchJson.Init, schema: z.ZodMiniType<T>, texts: HttpTexts): Promise<T> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const timeout = init.timeoutMs === undefined ? undefined : new AbortController()
  const signal = timeout ? (init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal) : init.signal
  const request = (async () => {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal,
    })
    return { status: response.status, ok: response.ok, body: (await response.json().catch(() => undefined)) as unknown }
  })()
  let answer: Awaited<typeof request>
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    answer = await (timeout
      ? Promise.race([
          request,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              timeout.abort()
              reject(new HttpError('timeout', texts.timeout ?? texts.network, { status: 0 }))
            }, init.timeoutMs)
          }),
        ])
      : request)
  } catch (error) {
    if (error instanceof HttpError || init.signal?.aborted) throw error
    throw new HttpError('network', texts.network, { status: 0 }, { cause: error, details: url })
  } finally {
    clearTimeout(timer)
  }
  const { status, ok, body } = answer
  if (init.absentOn === status) return undefined as T
  if (!ok) {
    const said = refusal().safeParse(body).data
    const values: HttpErrorValues = {
      status,
      said: said?.message ?? said?.error,
      rpcCode: said?.code,
      retryAfter: said?.retryAfter,
      issue: said?.issues?.[0]?.message,
    }
    throw new HttpError(named(values) ?? 'refused', texts.refused(values), values, { details: url })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError('malformed', texts.malformed({ status }, parsed.error), { status }, { cause: parsed.error, details: url })
  return parsed.data
}
