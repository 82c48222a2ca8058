import * as z from 'zod'

/** The auth pages' forms are a few short fields; anything longer is not one of them. */
const MAX_FORM_BYTES = 8_192

/**
 * A url-encoded form posted by one of the worker's own pages (the frame's
 * social start, the device approval button), checked by its schema: an
 * oversized, mis-typed or malformed body fails with zod's issues.
 */
export async function readForm<T>(request: Request, schema: z.core.$ZodType<T>): Promise<z.ZodSafeParseResult<T>> {
  const isForm = (request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')
  const text = isForm && Number(request.headers.get('Content-Length') ?? '0') <= MAX_FORM_BYTES ? await request.text() : ''
  return z.safeParse(schema, text.length > MAX_FORM_BYTES ? {} : Object.fromEntries(new URLSearchParams(text)))
}
