import { fromUnknown, InternalRpcError, type PortholeError } from '@porthole/protocol'

/**
 * A JSON copy of a wallet's value, so it can cross the channel: errors keep
 * code, message and data; functions vanish. Throws when there is no JSON form
 * (bigint, cycles, a bare function).
 */
export function toPlain(value: unknown): unknown {
  if (value === undefined) return undefined
  const json = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { ...v, message: v.message } : v))
  if (json === undefined) throw new TypeError('no JSON form')
  return JSON.parse(json)
}

/** The channel's error envelope caps messages at this length. */
const MAX_MESSAGE = 2_000

/** What a wallet threw, as the PortholeError the frame receives: its numeric code, message and data. */
export function walletError(error: unknown): PortholeError {
  const { code, message, data } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>
  let plainData: unknown
  try {
    plainData = toPlain(data)
  } catch {
    plainData = undefined
  }
  const text = typeof message === 'string' ? message.slice(0, MAX_MESSAGE) : undefined
  return fromUnknown({ code, message: text, data: plainData }, new InternalRpcError(text))
}
