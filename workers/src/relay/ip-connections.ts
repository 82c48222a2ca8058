import { DurableObject } from 'cloudflare:workers'

/** A slot not released within this long (its socket died without a close event) is freed anyway. */
const LEASE_MS = 24 * 60 * 60 * 1000

/**
 * The open relay sockets of one client IP, in storage so a count survives
 * eviction while its sockets live on in their RelayConnection objects.
 */
export class RelayIpConnections extends DurableObject<Env> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec('CREATE TABLE IF NOT EXISTS conns (conn TEXT PRIMARY KEY, opened_at INTEGER NOT NULL) WITHOUT ROWID')
  }

  /** Takes a slot for `conn`; false when the IP has `max` open already. */
  open(conn: string, max: number): boolean {
    const now = Date.now()
    this.sql.exec('DELETE FROM conns WHERE opened_at <= ?', now - LEASE_MS)
    if (Number(this.sql.exec('SELECT count(*) AS n FROM conns').one().n) >= max) return false
    this.sql.exec('INSERT OR REPLACE INTO conns (conn, opened_at) VALUES (?, ?)', conn, now)
    return true
  }

  close(conn: string): void {
    this.sql.exec('DELETE FROM conns WHERE conn = ?', conn)
  }
}

/** The slot counter of `ip`. */
export const ipConnections = (env: Env, ip: string) => env.RELAY_IP_CONNECTIONS.get(env.RELAY_IP_CONNECTIONS.idFromName(ip))
