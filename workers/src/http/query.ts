import * as z from 'zod'
import { json } from './json.js'

export type Issue = { path: string; message: string }

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

export const invalidInput = (issues: Issue[]) => json({ error: 'Invalid input', issues }, 400)

/** Validates any value; bad input becomes a 400 naming each issue. */
export function parseValue<T>(schema: z.core.$ZodType<T>, value: unknown): Parsed<T> {
  const result = z.safeParse(schema, value)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: invalidInput(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) }
}

/** Validates the query string (and path parameters, which win over same-named query fields). */
export const parseQuery = <T>(url: URL, schema: z.core.$ZodType<T>, params: Record<string, string> = {}): Parsed<T> =>
  parseValue(schema, { ...Object.fromEntries(url.searchParams), ...params })
