import { json } from '../http/json.js'

const positive = (raw: string, fallback: number) => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The client a burst is counted against; `local` under tools that send no address. */
const clientOf = (request: Request) => request.headers.get('CF-Connecting-IP') ?? 'local'

/** Counts the request against its project; a 429 response when over the limit. */
export async function rateLimit(env: Env, projectId: string, request: Request): Promise<Response | undefined> {
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(projectId))
  const decision = await stub.hit(clientOf(request), positive(env.RATE_LIMIT, 60), positive(env.RATE_WINDOW_SECONDS, 10))
  if (decision.allowed) return undefined
  return json({ error: 'Rate Limited' }, 429, { 'Retry-After': String(decision.retryAfterSeconds) })
}
