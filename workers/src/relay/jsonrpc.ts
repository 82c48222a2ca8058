import { LIMITS } from './schema.js'

export const ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** A relay limit (subscriptions, stored messages) was reached. */
  limit: -32000,
}

/** A JSON-RPC id as the client sent it; ids beyond 2^53 are kept as their raw JSON text. */
export type RpcId = string | number | object

export type Frame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; code: number; message: string }

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// Engines with JSON.parse source text access (V8, so workerd) let long integer ids
// (wallets use 19 digits) be echoed exactly instead of rounded to a double.
const json = JSON as unknown as { rawJSON?: (text: string) => object; isRawJSON?: (value: unknown) => boolean }

function keepLongIds(key: string, value: unknown, context?: { source?: string }): unknown {
  const source = context?.source
  if (key !== 'id' || typeof value !== 'number' || Number.isSafeInteger(value) || !json.rawJSON) return value
  return source && /^\d{1,24}$/.test(source) ? json.rawJSON(source) : value
}

function readId(value: unknown): RpcId | undefined {
  if (typeof value === 'string' && value.length <= 128) return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'object' && json.isRawJSON?.(value)) return value as object
  return undefined
}

const invalid = (id: RpcId | null, code: number, message: string): Frame => ({ kind: 'invalid', id, code, message })

/** Classifies one WebSocket frame without trusting any of it. */
export function parseFrame(data: string | ArrayBuffer): Frame {
  if (typeof data !== 'string') return invalid(null, ERRORS.invalidRequest, 'Binary frames are not supported')
  if (data.length > LIMITS.frameChars) {
    return invalid(null, ERRORS.invalidRequest, `Frame exceeds ${LIMITS.frameChars} characters`)
  }
  let body: unknown
  try {
    body = JSON.parse(data, keepLongIds as (key: string, value: unknown) => unknown)
  } catch {
    return invalid(null, ERRORS.parse, 'Parse error')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid(null, ERRORS.invalidRequest, 'Expected one JSON-RPC 2.0 object')
  }
  const fields = body as Record<string, unknown>
  const id = Object.hasOwn(fields, 'id') ? readId(fields.id) : undefined
  if (id === undefined) return invalid(null, ERRORS.invalidRequest, 'id must be a string or an integer')
  if (fields.jsonrpc !== '2.0') return invalid(id, ERRORS.invalidRequest, 'jsonrpc must be "2.0"')
  if (Object.hasOwn(fields, 'method')) {
    if (typeof fields.method !== 'string') return invalid(id, ERRORS.invalidRequest, 'method must be a string')
    return { kind: 'request', id, method: fields.method, params: fields.params }
  }
  if (Object.hasOwn(fields, 'result') || Object.hasOwn(fields, 'error')) return { kind: 'response', id, ok: fields.result === true }
  return invalid(id, ERRORS.invalidRequest, 'Expected a method, a result or an error')
}

export const resultFrame = (id: RpcId, result: unknown) => JSON.stringify({ id, jsonrpc: '2.0', result })

export const errorFrame = (id: RpcId | null, code: number, message: string) => JSON.stringify({ id, jsonrpc: '2.0', error: { code, message } })
