/**
 * The frame's own calls come from the worker's origin: a browser always sends
 * Origin on a POST, so any other (or none) is a cross-site request.
 */
export function isSameOrigin(request: Request): boolean {
  return request.headers.get('Origin') === new URL(request.url).origin
}
