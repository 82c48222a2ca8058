import { isOriginAllowed } from '@porthole/protocol'

/**
 * CORS for the config API: the caller's origin is echoed only when it is on
 * the project's allow-list. `Vary: Origin` always, so caches keep them apart.
 */
export function withCors(response: Response, request: Request, allowedOrigins: readonly string[]): Response {
  response.headers.append('Vary', 'Origin')
  const origin = request.headers.get('Origin')
  if (origin !== null && isOriginAllowed(origin, allowedOrigins)) {
    response.headers.set('Access-Control-Allow-Origin', origin)
  }
  return response
}

/** The answer to a preflight; it carries CORS headers only through `withCors`. */
export function preflight(methods = 'GET, OPTIONS'): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    },
  })
}
