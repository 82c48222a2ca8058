import { Messages, onrampOptions, onrampQuote, onrampUrlResponse, type OnrampOptions, type OnrampQuote, type OnrampQuoteRequest, type OnrampUrlRequest } from '@porthole/protocol'
import type * as z from 'zod/mini'
import type { Fetch } from '../http/fetch.js'

/** Spec §9 HTTP timeout, as the chain-data client: no view waits forever. */
const ONRAMP_TIMEOUT_MS = 10_000

/** Any failure of an on-ramp call, carrying the worker's message when it gave one (a refused amount, say). */
export class OnrampError extends Error {
  override name = 'OnrampError'
}

export type OnrampClient = {
  options(): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  checkoutUrl(request: OnrampUrlRequest): Promise<string>
}

/** The worker's 400 names each issue; the first is what the visitor can fix. */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { issues?: { message?: unknown }[] } | undefined
  const issue = body?.issues?.[0]?.message
  return typeof issue === 'string' && issue.length <= 200 ? issue : Messages.httpStatus(response.status)
}

/** Spec §7 on-ramp calls on the frame's own origin (or `baseUrl`); POST bodies carry the project, as the worker's routes require. */
export function createOnrampClient({ fetch, projectId, baseUrl = '' }: { fetch: Fetch; projectId: string; baseUrl?: string }): OnrampClient {
  const base = baseUrl.replace(/\/+$/, '')
  async function call<T>(schema: z.ZodMiniType<T>, path: string, body?: object): Promise<T> {
    let response: Response
    try {
      const signal = AbortSignal.timeout(ONRAMP_TIMEOUT_MS)
      response =
        body === undefined
          ? await fetch(`${base}${path}?${new URLSearchParams({ projectId })}`, { signal })
          : await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, projectId }), signal })
    } catch {
      throw new OnrampError(`${path}: network error`)
    }
    if (!response.ok) throw new OnrampError(await failureMessage(response))
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new OnrampError(`${path}: unexpected answer`)
    return parsed.data
  }
  return {
    options: () => call(onrampOptions(), '/v1/onramp/options'),
    quote: (request) => call(onrampQuote(), '/v1/onramp/quote', request),
    checkoutUrl: async (request) => (await call(onrampUrlResponse(), '/v1/generators/onrampurl', request)).url,
  }
}
