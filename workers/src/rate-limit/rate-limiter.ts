import { DurableObject } from 'cloudflare:workers'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window counter for one key (an email address on /auth/*), one instance
 * per key so no object carries everyone's traffic. The count lives in memory: an
 * evicted instance forgets it, which only ever errs on the side of letting a
 * request through.
 */
export class RateLimiter extends DurableObject<Env> {
  private startedAt = 0
  private count = 0

  hit(limit: number, windowSeconds: number): RateDecision {
    const now = Date.now()
    const windowMs = windowSeconds * 1000
    if (now - this.startedAt >= windowMs) {
      this.startedAt = now
      this.count = 0
    }
    if (this.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((this.startedAt + windowMs - now) / 1000)) }
    this.count += 1
    return { allowed: true }
  }
}
