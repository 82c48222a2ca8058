import * as z from 'zod'

/** What an operator can tune (RELAY_LIMITS, JSON, any subset); the rest of LIMITS is protocol-shaped. */
const relayLimits = z.object({
  connectionsPerIp: z.number().int().positive().max(100_000).default(20),
  publishesPerWindow: z.number().int().positive().max(1_000_000).default(600),
  publishWindowSeconds: z.number().int().positive().max(3_600).default(60),
  storedBytesPerClient: z
    .number()
    .int()
    .positive()
    .max(1 << 30)
    .default(4 * 1024 * 1024),
  // A WalletConnect session sends a few messages per request; a pairing a handful in all.
  topicPublishesPerSecond: z.number().positive().max(100_000).default(20),
  topicBurst: z.number().int().positive().max(100_000).default(100),
})
export type RelayLimits = z.infer<typeof relayLimits>

/** RELAY_LIMITS over the defaults; a malformed value keeps the defaults and says so. */
export function readRelayLimits(raw: string | undefined): RelayLimits {
  let value: unknown = {}
  try {
    if (raw !== undefined && raw.trim() !== '') value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const parsed = relayLimits.safeParse(value)
  if (parsed.success) return parsed.data
  console.error(
    'RELAY_LIMITS is not valid JSON of {connectionsPerIp, publishesPerWindow, publishWindowSeconds, storedBytesPerClient, topicPublishesPerSecond, topicBurst}; using the defaults',
  )
  return relayLimits.parse({})
}

/** RELAY_PROJECT_IDS: comma-separated project ids allowed to connect; empty allows any. */
export function allowsProject(raw: string | undefined, projectId: string): boolean {
  const allowed = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return allowed.length === 0 || allowed.includes(projectId)
}
