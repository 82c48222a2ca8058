/** Where the frame may be embedded: exactly the allow-list, or anywhere when it only shows an alert. */
function frameAncestors(allowedOrigins: readonly string[] | 'any'): string {
  if (allowedOrigins === 'any') return '*'
  return allowedOrigins.length === 0 ? "'none'" : allowedOrigins.join(' ')
}

export type CspOptions = {
  allowedOrigins: readonly string[] | 'any'
  environment: string
  /** Origins of the configured RPC URLs, which the frame's transport calls directly. */
  rpcOrigins: readonly string[]
  /** The WalletConnect relay's origin when it is not this worker (`'self'` covers its own `/relay`). */
  relayOrigin?: string | undefined
}

/**
 * The frame document's policy: its own scripts and styles only (no inline,
 * no eval). It may reach the configured RPC origins; in development also local
 * services (anvil, the mailbox, the OpenID provider) on any port.
 */
export function frameCsp({ allowedOrigins, environment, rpcOrigins, relayOrigin }: CspOptions): string {
  const local = environment === 'development' ? ['http://127.0.0.1:*', 'http://localhost:*'] : []
  const connect = [...new Set(["'self'", ...local, ...rpcOrigins, ...(relayOrigin ? [relayOrigin] : [])])].join(' ')
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "font-src 'self'",
    "base-uri 'none'",
    // The one form: social login's start, posted to this worker into the login window.
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ')
}
