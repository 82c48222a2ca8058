import * as z from 'zod'
import { BackendUnavailable, SwapRefused } from '../errors.js'

/** 1inch's Swap API when SWAP_AGGREGATOR_URL does not name another (a proxy of it, a test double). */
export const DEFAULT_BASE_URL = 'https://api.1inch.dev'
const TIMEOUT_MS = 10_000

const units = z.string().regex(/^\d{1,78}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
/** 1inch sends gas as a number and prices as decimal strings; either reaches us as an integer. */
const integer = z.union([z.number().int().nonnegative(), units]).transform((v) => BigInt(v))

/** Bodies of the Swap API v6.0 methods the backend calls. */
export const oneInch = {
  quote: z.object({ dstAmount: units }),
  swap: z.object({ dstAmount: units, tx: z.object({ from: address, to: address, data: hex, value: units, gas: integer, gasPrice: integer }) }),
  allowance: z.object({ allowance: units }),
  spender: z.object({ address }),
  approveTransaction: z.object({ data: hex, gasPrice: integer, to: address, value: units }),
  tokens: z.object({
    tokens: z.record(
      z.string(),
      z.object({
        address,
        symbol: z.string(),
        name: z.string(),
        decimals: z.number().int().min(0).max(255),
        logoURI: z.string().optional(),
        eip2612: z.boolean().optional(),
      }),
    ),
  }),
}

/** What 1inch says about a request it refuses: `description` is the reason ('insufficient liquidity', …). */
const refusal = z.object({ description: z.string().optional(), error: z.string().optional() })

export type OneInchClient = <T>(method: string, params: Record<string, string | undefined>, schema: z.ZodType<T>) => Promise<T>

/**
 * GETs of `/swap/v6.0/{chainId}/…` with the API key. A 400 is 1inch refusing
 * the swap (its reason passed on); any other failure, an unreachable API, or
 * a body off its schema is the backend being unavailable.
 */
export function oneInchClient(baseUrl: string, apiKey: string, chainId: number): OneInchClient {
  return async (method, params, schema) => {
    let response: Response
    try {
      // A malformed SWAP_AGGREGATOR_URL fails here, as an unreachable API does.
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/swap/v6.0/${chainId}/${method}`)
      for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value)
      response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      throw new BackendUnavailable(`1inch ${method}: ${(error as Error).message}`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 400) {
      const reason = refusal.safeParse(body)
      const text = reason.data?.description ?? reason.data?.error ?? 'The swap backend refused the request'
      // 1inch names a pair without liquidity only in its text: it becomes a reason here, once.
      throw new SwapRefused(text, /liquidity/i.test(text) ? 'noLiquidity' : undefined)
    }
    if (!response.ok) throw new BackendUnavailable(`1inch ${method}: HTTP ${response.status}`)
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new BackendUnavailable(`1inch ${method}: unexpected body: ${z.prettifyError(parsed.error)}`)
    return parsed.data
  }
}
