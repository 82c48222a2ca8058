import * as z from 'zod/mini'
import type { RequestDescription } from '../describe-request.js'

/** A JSON value: what a request's params are once bigints are written as decimal strings. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const json: z.ZodMiniType<Json> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]))

const cost = z.object({ maxCost: z.string(), fiat: z.nullable(z.string()), inflated: z.array(z.string()), simulationError: z.nullable(z.string()) })

/**
 * A request of the embedded wallet as the approval window gets it: exactly what
 * the frame signs or sends (method, params, chain, account), not the frame's
 * description of it, which the window writes itself. `pageOrigin` is the
 * handshake's, never the page's word. `cost` is the frame's own check of a
 * transaction (the window cannot simulate); `chainFacts` what only a chain read
 * tells (a Solana transaction's instructions with its lookup tables resolved, a
 * session grant's token symbols), for the requests that need one.
 */
export const approvalRequest = () =>
  z.object({
    id: z.string().check(z.maxLength(64)),
    method: z.string().check(z.maxLength(64)),
    params: json,
    chain: z.object({ id: z.string(), name: z.string(), symbol: z.string() }),
    account: z.string(),
    pageOrigin: z.optional(z.string()),
    cost: z.optional(cost),
    chainFacts: z.optional(z.custom<RequestDescription>((value) => typeof value === 'object' && value !== null && 'kind' in value)),
  })
export type ApprovalRequest = z.infer<ReturnType<typeof approvalRequest>>

/** The params as JSON: bigints as decimal strings, undefined fields left out (what postMessage and the digest see alike). */
export const jsonOf = (value: unknown): Json =>
  JSON.parse(JSON.stringify(value ?? null, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Json
