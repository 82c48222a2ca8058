import { DurableObject } from 'cloudflare:workers'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Window = { startedAt: number; count: number }

/** Above this many tracked clients, expired windows are swept on the next hit. */
const SWEEP_THRESHOLD = 10_000

/**
 * Fixed-window request counts per client, one instance per project. Counts
 * live in memory: an evicted instance forgets them, which only ever errs on
 * the side of letting a request through.
 */
export class RateLimiter extends DurableObject<Env> {
  private readonly windows = new Map<string, Window>()

  hit(client: string, limit: number, windowSeconds: number): RateDecision {
    const now = Date.now()
    const windowMs = windowSeconds * 1000
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep(now, windowMs)
    let window = this.windows.get(client)
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 }
      this.windows.set(client, window)
    }
    if (window.count >= limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) }
    }
    window.count += 1
    return { allowed: true }
  }

  private sweep(now: number, windowMs: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= windowMs) this.windows.delete(client)
    }
  }
}
