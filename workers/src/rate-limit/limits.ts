import * as z from 'zod'

/** The classes a route declares; each is counted on its own, per client IP. */
export type LimitClass = 'config' | 'auth' | 'api' | 'directory' | 'image'

/** Cloudflare's Rate Limiting binding counts in windows of 10 or 60 seconds. */
type IpWindow = { limit: number; period: 10 | 60 }

/**
 * Each class's binding in wrangler.toml and the limit it is declared with there
 * (a worker test holds the shipped file to these). A visitor's widget stays well
 * inside them (a wallet list page loads 40 images; the frame polls balances every
 * 30 s), a script does not.
 */
export const IP_LIMITS = {
  config: { binding: 'RATE_LIMIT_CONFIG', limit: 60, period: 10 },
  auth: { binding: 'RATE_LIMIT_AUTH', limit: 20, period: 60 },
  api: { binding: 'RATE_LIMIT_API', limit: 120, period: 60 },
  directory: { binding: 'RATE_LIMIT_DIRECTORY', limit: 60, period: 60 },
  image: { binding: 'RATE_LIMIT_IMAGE', limit: 300, period: 60 },
} as const satisfies Record<LimitClass, IpWindow & { binding: string }>

const windowed = z.object({ limit: z.number().int().positive().max(1_000_000), windowSeconds: z.number().int().positive().max(86_400) })
type Window = z.infer<typeof windowed>

/** `/auth/*` per email address, across all IPs: a window longer than the binding's, so it stays a Durable Object. */
export const DEFAULT_AUTH_ADDRESS: Window = { limit: 30, windowSeconds: 600 }

const limitsVar = z.strictObject({ authAddress: windowed.optional() })

/** The last value read, as every request reads the same one. */
let last: { raw: string | undefined; window: Window } | undefined

/** `RATE_LIMITS` (JSON, `{"authAddress": …}`) over the default; a malformed value keeps the default and says so. */
export function readAuthAddressLimit(raw: string | undefined): Window {
  if (last === undefined || last.raw !== raw) last = { raw, window: parseLimit(raw) }
  return last.window
}

function parseLimit(raw: string | undefined): Window {
  if (raw === undefined || raw.trim() === '') return DEFAULT_AUTH_ADDRESS
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const parsed = limitsVar.safeParse(value)
  if (parsed.success) return parsed.data.authAddress ?? DEFAULT_AUTH_ADDRESS
  console.error(
    'RATE_LIMITS is not valid JSON of {"authAddress": {limit, windowSeconds}} (per-IP limits are the ratelimits of wrangler.toml); using the default',
  )
  return DEFAULT_AUTH_ADDRESS
}
