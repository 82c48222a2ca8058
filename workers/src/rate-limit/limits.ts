import * as z from 'zod'

/** The classes a route declares; each is counted on its own. */
export type LimitClass = 'config' | 'auth' | 'api' | 'directory' | 'image'

const windowed = z.object({ limit: z.number().int().positive().max(1_000_000), windowSeconds: z.number().int().positive().max(86_400) })
export type Window = z.infer<typeof windowed>

/** Per client IP for every class; `authAddress` is per email address across all IPs. */
const limitsVar = z.partialRecord(z.enum(['config', 'auth', 'authAddress', 'api', 'directory', 'image']), windowed)
export type Limits = Record<LimitClass | 'authAddress', Window>

/**
 * Production defaults: a visitor's widget stays well inside them (a wallet list
 * page loads 40 images; the frame polls balances every 30 s), a script does not.
 */
export const DEFAULT_LIMITS: Limits = {
  config: { limit: 60, windowSeconds: 10 },
  auth: { limit: 20, windowSeconds: 60 },
  authAddress: { limit: 30, windowSeconds: 600 },
  api: { limit: 120, windowSeconds: 60 },
  directory: { limit: 60, windowSeconds: 60 },
  image: { limit: 300, windowSeconds: 60 },
}

/** The last value read, as every request reads the same one. */
let last: { raw: string | undefined; limits: Limits } | undefined

/** `RATE_LIMITS` (JSON, any subset of the classes) over the defaults; a malformed value keeps the defaults and says so. */
export function readLimits(raw: string | undefined): Limits {
  if (last === undefined || last.raw !== raw) last = { raw, limits: parseLimits(raw) }
  return last.limits
}

function parseLimits(raw: string | undefined): Limits {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LIMITS
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const parsed = limitsVar.safeParse(value)
  if (parsed.success) return { ...DEFAULT_LIMITS, ...parsed.data }
  console.error('RATE_LIMITS is not valid JSON of {class: {limit, windowSeconds}}; using the defaults')
  return DEFAULT_LIMITS
}
