/**
 * Origin allow-list entries: `scheme://host[:port]`, where the host may start
 * with `*.` (one or more subdomain labels) and the port may be `*`. The same
 * strings are valid CSP source expressions, so the worker can put them in
 * `frame-ancestors` verbatim.
 */
export type OriginPattern = {
  scheme: 'http' | 'https'
  /** Lower-case host, without the leading `*.` when wildcard. */
  host: string
  wildcardHost: boolean
  /** '' means the scheme's default port. */
  port: string | '*'
}

const PATTERN = /^(https?):\/\/(\*\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/

const DEFAULT_PORT = { http: '80', https: '443' } as const

export function parseOriginPattern(input: string): OriginPattern | undefined {
  const match = PATTERN.exec(input.trim().toLowerCase())
  if (!match) return undefined
  const [, scheme, star, host, rawPort] = match as unknown as [string, 'http' | 'https', string | undefined, string, string | undefined]
  const port = rawPort === undefined || rawPort === DEFAULT_PORT[scheme] ? '' : rawPort
  if (port !== '' && port !== '*' && Number(port) > 65_535) return undefined
  return { scheme, host, wildcardHost: star !== undefined, port }
}

export function isOriginPattern(input: string): boolean {
  return parseOriginPattern(input) !== undefined
}

/** The canonical text of a pattern (lower case, default port dropped). */
export function formatOriginPattern(p: OriginPattern): string {
  return `${p.scheme}://${p.wildcardHost ? '*.' : ''}${p.host}${p.port === '' ? '' : `:${p.port}`}`
}

type Origin = { scheme: string; host: string; port: string }

function parseOrigin(origin: string): Origin | undefined {
  if (!URL.canParse(origin)) return undefined
  const url = new URL(origin)
  // An origin has nothing after the authority; anything else is not one.
  if (url.origin === 'null' || url.origin !== origin.toLowerCase().replace(/\/$/, '')) return undefined
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port }
}

function matches(p: OriginPattern, o: Origin): boolean {
  if (p.scheme !== o.scheme) return false
  if (p.port !== '*' && p.port !== o.port) return false
  if (!p.wildcardHost) return p.host === o.host
  return o.host.endsWith(`.${p.host}`) && o.host.length > p.host.length + 1
}

/** Exact scheme, host and port; wildcards only where the pattern has them. */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((entry) => {
    const pattern = parseOriginPattern(entry)
    return pattern !== undefined && matches(pattern, parsed)
  })
}
