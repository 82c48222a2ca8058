import * as z from 'zod'
import { json } from './json.js'

export type Issue = { path: string; message: string }

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Validates the query string; bad input becomes a 400 naming each issue. */
export function parseQuery<T>(url: URL, schema: z.core.$ZodType<T>): Parsed<T> {
  const result = z.safeParse(schema, Object.fromEntries(url.searchParams))
  if (result.success) return { ok: true, data: result.data }
  const issues: Issue[] = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return { ok: false, response: json({ error: 'Invalid input', issues }, 400) }
}
