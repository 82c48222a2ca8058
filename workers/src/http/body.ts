import type * as z from 'zod'
import { invalidInput, parseValue, type Parsed } from './query.js'

const MAX_BODY_BYTES = 64 * 1024

/** Validates a JSON body; anything else (not JSON, too large, wrong shape) becomes a 400. */
export async function parseBody<T>(request: Request, schema: z.core.$ZodType<T>): Promise<Parsed<T>> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: invalidInput([{ path: '', message: 'Body too large' }]) }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: invalidInput([{ path: '', message: 'Body is not JSON' }]) }
  }
  return parseValue(schema, value)
}
