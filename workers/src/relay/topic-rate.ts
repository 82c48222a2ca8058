/**
 * Each topic's share of its mailbox: a token bucket per topic, in memory (a
 * mailbox under load does not hibernate, and a reset bucket only forgives).
 * Topics of many sessions share one mailbox, whose calls run one at a time; a
 * topic publishing beyond its rate is refused at once, so its flood neither
 * queues work ahead of the other topics' messages nor fills the mailbox.
 */
/**
 * A topic that spent its burst is told to stay away at least this long, so each
 * flooding client costs its mailbox about one call a second, not one per token.
 */
const BACKOFF_MS = 1_000

export class TopicRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** 0 when the topic may publish now (and spends a token), else the milliseconds until it may. */
  take(topic: string, now = Date.now()): number {
    const bucket = this.buckets.get(topic) ?? { tokens: this.burst, at: now }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
    bucket.at = now
    if (!this.buckets.has(topic)) {
      // Full buckets carry no information; dropping the map when it grows forgets only recent bursts.
      if (this.buckets.size >= 10_000) this.buckets.clear()
      this.buckets.set(topic, bucket)
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(BACKOFF_MS, Math.ceil(((1 - bucket.tokens) / this.perSecond) * 1000))
  }
}

/**
 * A connection's memory of the topics its mailbox called busy, so a client that
 * keeps publishing to one is refused here until the mailbox would take it again.
 */
export class BusyTopics {
  private readonly until = new Map<string, number>()

  /** Milliseconds the topic stays busy, 0 when it is not. */
  remaining(topic: string, now = Date.now()): number {
    const until = this.until.get(topic)
    if (until === undefined) return 0
    if (until > now) return until - now
    this.until.delete(topic)
    return 0
  }

  mark(topic: string, forMs: number, now = Date.now()): void {
    if (this.until.size >= 1_000) this.until.clear()
    this.until.set(topic, now + forMs)
  }
}
