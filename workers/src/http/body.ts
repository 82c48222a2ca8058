import * as z from 'zod'
import { json } from './json.js'
import type { Issue, Parsed } from './query.js'

/** Bodies of the frame's own calls are small; anything larger is refused unread. */
const MAX_BODY_BYTES = 16_384

/** Validates a JSON body; bad or oversized input becomes a 400 naming each issue. */
export async function parseJsonBody<T>(request: Request, schema: z.core.$ZodType<T>): Promise<Parsed<T>> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, response: json({ error: 'Invalid input', issues: [{ path: '', message: 'Body too large' }] }, 413) }
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: json({ error: 'Invalid input', issues: [{ path: '', message: 'Body too large' }] }, 413) }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, response: json({ error: 'Invalid input', issues: [{ path: '', message: 'Body is not JSON' }] }, 400) }
  }
  const result = z.safeParse(schema, body)
  if (result.success) return { ok: true, data: result.data }
  const issues: Issue[] = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return { ok: false, response: json({ error: 'Invalid input', issues }, 400) }
}

/**
 * The frame's own calls come from the worker's origin: a browser always sends
 * Origin on a POST, so any other (or none) is a cross-site request.
 */
export function isSameOrigin(request: Request): boolean {
  return request.headers.get('Origin') === new URL(request.url).origin
}
