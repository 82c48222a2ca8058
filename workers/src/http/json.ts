/** JSON responses: one content type, never cached, never a stack trace. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('Content-Type', 'application/json')
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('X-Content-Type-Options', 'nosniff')
  return response
}

export const notFound = () => json({ error: 'Not Found' }, 404)

export const serverError = () => json({ error: 'Server Error' }, 500)

export const methodNotAllowed = (allow: string) => json({ error: 'Method Not Allowed' }, 405, { Allow: allow })
