/**
 * Fixed windows per key, aligned to the wall clock as the Rate Limiting binding's are: a key may
 * be counted `limit` times in each `period`, and the counts of a window are dropped when the next
 * one starts, so the table holds only the current window's keys.
 */
export class RateLimitWindows {
  readonly #counts = new Map<string, number>()
  #epoch = Number.NaN

  constructor(
    readonly limit: number,
    readonly periodSeconds: number,
  ) {}

  /** Counts one request of `key` at `now` (ms): false once the key has had `limit` in this window. */
  take(key: string, now: number): boolean {
    const epoch = Math.floor(now / (this.periodSeconds * 1_000))
    if (epoch !== this.#epoch) {
      this.#counts.clear()
      this.#epoch = epoch
    }
    const count = this.#counts.get(key) ?? 0
    if (count >= this.limit) return false
    this.#counts.set(key, count + 1)
    return true
  }
}
