import type { RelayLimits } from './limits-config.js'

type Window = { startedAt: number; count: number }

/**
 * One client's publishing budget: a fixed window of publishes (in memory; an
 * object only hibernates when idle, so nothing is lost that matters) and the
 * bytes it has stored and not yet expired (in storage, as they outlive sockets).
 */
export class PublishQuota {
  private window: Window = { startedAt: 0, count: 0 }

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS stored (id INTEGER PRIMARY KEY AUTOINCREMENT, bytes INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS stored_expiry ON stored (expires_at);`)
  }

  /** Why a publish of `bytes` for `ttl` seconds is refused, or a reservation id to release if it is not stored after all. */
  take(limits: RelayLimits, bytes: number, ttl: number): { refused: string } | { reservation: number } {
    const now = Date.now()
    if (now - this.window.startedAt >= limits.publishWindowSeconds * 1000) this.window = { startedAt: now, count: 0 }
    if (this.window.count >= limits.publishesPerWindow) {
      return { refused: `Publish rate limit: at most ${limits.publishesPerWindow} messages per ${limits.publishWindowSeconds} s` }
    }
    this.sql.exec('DELETE FROM stored WHERE expires_at <= ?', now)
    const held = Number(this.sql.exec('SELECT coalesce(sum(bytes), 0) AS n FROM stored').one().n)
    if (held + bytes > limits.storedBytesPerClient) {
      return { refused: `Storage quota reached: at most ${limits.storedBytesPerClient} bytes of unexpired messages per client` }
    }
    this.window.count += 1
    const row = this.sql.exec('INSERT INTO stored (bytes, expires_at) VALUES (?, ?) RETURNING id', bytes, now + ttl * 1000).one()
    return { reservation: Number(row.id) }
  }

  /** A repeat or a refused publish stores nothing. */
  release(reservation: number): void {
    this.sql.exec('DELETE FROM stored WHERE id = ?', reservation)
  }
}
