/** Where the frame may be embedded: exactly the allow-list, or anywhere when it only shows an alert. */
function frameAncestors(allowedOrigins: readonly string[] | 'any'): string {
  if (allowedOrigins === 'any') return '*'
  return allowedOrigins.length === 0 ? "'none'" : allowedOrigins.join(' ')
}

/**
 * The frame document's policy: its own scripts and styles only (no inline,
 * no eval). In development it may also reach local services (anvil, the
 * mailbox, the OpenID provider) on any port.
 */
export function frameCsp(allowedOrigins: readonly string[] | 'any', environment: string): string {
  const connect = environment === 'development' ? "'self' http://127.0.0.1:* http://localhost:*" : "'self'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ')
}
