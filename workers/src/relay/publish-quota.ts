import type { RelayLimits } from './limits-config.js'

type Window = { startedAt: number; count: number }
/** Bytes a publish holds against the quota while the mailbox decides. */
export type Reservation = { bytes: number; ttl: number }

/**
 * One client's publishing budget: a fixed window of publishes (in memory; an
 * object only hibernates when idle, so nothing is lost that matters) and the
 * bytes it has stored and not yet expired (in storage, as they outlive sockets).
 * Bytes in flight are held in memory and written only once stored, so a publish
 * the mailbox refuses costs no write.
 */
export class PublishQuota {
  private window: Window = { startedAt: 0, count: 0 }
  private pendingBytes = 0

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS stored (id INTEGER PRIMARY KEY AUTOINCREMENT, bytes INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS stored_expiry ON stored (expires_at);`)
  }

  /** Why a publish of `bytes` for `ttl` seconds is refused, or the reservation to settle once the mailbox answers. */
  take(limits: RelayLimits, bytes: number, ttl: number): { refused: string } | { reservation: Reservation } {
    const now = Date.now()
    if (now - this.window.startedAt >= limits.publishWindowSeconds * 1000) this.window = { startedAt: now, count: 0 }
    if (this.window.count >= limits.publishesPerWindow) {
      return { refused: `Publish rate limit: at most ${limits.publishesPerWindow} messages per ${limits.publishWindowSeconds} s` }
    }
    const held = Number(this.sql.exec('SELECT coalesce(sum(bytes), 0) AS n FROM stored WHERE expires_at > ?', now).one().n)
    if (held + this.pendingBytes + bytes > limits.storedBytesPerClient) {
      return { refused: `Storage quota reached: at most ${limits.storedBytesPerClient} bytes of unexpired messages per client` }
    }
    this.window.count += 1
    this.pendingBytes += bytes
    return { reservation: { bytes, ttl } }
  }

  /** The mailbox kept the message: its bytes count until it expires. */
  stored(reservation: Reservation): void {
    this.pendingBytes -= reservation.bytes
    const now = Date.now()
    this.sql.exec('DELETE FROM stored WHERE expires_at <= ?', now)
    this.sql.exec('INSERT INTO stored (bytes, expires_at) VALUES (?, ?)', reservation.bytes, now + reservation.ttl * 1000)
  }

  /** A repeat or a refused publish stores nothing. */
  release(reservation: Reservation): void {
    this.pendingBytes -= reservation.bytes
  }
}
