import * as z from 'zod'
import { json } from './json.js'
import type { Issue, Parsed } from './query.js'

const MAX_BODY_BYTES = 64 * 1024

/** Validates a JSON body; anything else (not JSON, too large, wrong shape) becomes a 400. */
export async function parseBody<T>(request: Request, schema: z.core.$ZodType<T>): Promise<Parsed<T>> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: json({ error: 'Invalid input', issues: [{ path: '', message: 'Body too large' }] }, 400) }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: json({ error: 'Invalid input', issues: [{ path: '', message: 'Body is not JSON' }] }, 400) }
  }
  const result = z.safeParse(schema, value)
  if (result.success) return { ok: true, data: result.data }
  const issues: Issue[] = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return { ok: false, response: json({ error: 'Invalid input', issues }, 400) }
}
