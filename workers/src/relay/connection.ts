import { DurableObject } from 'cloudflare:workers'
import { Deliveries, send } from './deliveries.js'
import { sha256Hex } from './hash.js'
import { ERRORS, RpcError, errorFrame, parseFrame, type Frame } from './jsonrpc.js'
import { ipConnections } from './ip-connections.js'
import { readRelayLimits } from './limits-config.js'
import { byMailbox, mailboxStubs } from './mailbox.js'
import { answer, type Session } from './methods.js'
import { PublishQuota } from './publish-quota.js'
import { LIMITS, type PublishParams, type StoredMessage } from './schema.js'
import { BusyTopics } from './topic-rate.js'

/** Set by the front handler once the JWT is verified; the object is reachable only through it. */
export const CLIENT_HEADER = 'X-Relay-Client'
/** The socket's id and client IP, under which the front handler took its per-IP slot. */
export const CONN_HEADER = 'X-Relay-Conn'
export const IP_HEADER = 'X-Relay-IP'

type Attachment = { clientId: string; conn: string; ip: string }
type Row = Record<string, SqlStorageValue>

/** The id sign-client derives itself for topics it never subscribed explicitly. */
const subscriptionId = (topic: string, clientId: string) => sha256Hex(topic + clientId)

/**
 * The sockets of one client (its did:key), accepted with the Hibernation API so an
 * idle connection costs nothing. Subscriptions are in storage, since memory does not
 * survive hibernation; messages live in RelayMailbox.
 *
 * Frames are not queued: every handler makes its calls before its first await, and
 * calls on one kept stub arrive in order, so a socket's publishes stay in order
 * while many are in flight.
 */
export class RelayConnection extends DurableObject<Env> {
  private readonly sql: SqlStorage
  private readonly mailbox = mailboxStubs(this.env)
  private deliveries: Deliveries | undefined
  private readonly quota: PublishQuota
  private readonly limits = readRelayLimits(this.env.RELAY_LIMITS)
  private readonly busy = new BusyTopics()

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS subs (conn TEXT NOT NULL, topic TEXT NOT NULL, sub_id TEXT NOT NULL, PRIMARY KEY (conn, topic)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS subs_topic ON subs (topic);`)
    this.quota = new PublishQuota(this.sql)
  }

  override async fetch(request: Request): Promise<Response> {
    const [clientId, conn, ip] = [CLIENT_HEADER, CONN_HEADER, IP_HEADER].map((name) => request.headers.get(name))
    if (!clientId || !conn || !ip) return new Response('Missing client', { status: 400 })
    this.forgetDeadConnections()
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    this.ctx.acceptWebSocket(server, [conn])
    server.serializeAttachment({ clientId, conn, ip } satisfies Attachment)
    return new Response(null, { status: 101, webSocket: client })
  }

  override webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    return this.handle(ws, parseFrame(data))
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.closed(ws.deserializeAttachment() as Attachment)
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code)
    } catch {
      // Already closed by the runtime.
    }
  }

  override webSocketError(ws: WebSocket): void {
    this.closed(ws.deserializeAttachment() as Attachment)
  }

  /** A closed socket frees its subscriptions and its IP's connection slot. */
  private closed({ conn, ip }: Attachment): void {
    this.forget(conn)
    ipConnections(this.env, ip)
      .close(conn)
      .catch((error: unknown) => console.error('relay: freeing a connection slot failed', error))
  }

  /** From RelayMailbox: a new message for every socket of this client on the topic; false when there is none. */
  deliver(topic: string, message: StoredMessage): boolean {
    let reached = false
    for (const row of this.sql.exec<Row>('SELECT conn, sub_id FROM subs WHERE topic = ?', topic).toArray()) {
      const ws = this.ctx.getWebSockets(String(row.conn))[0]
      if (!ws) this.forget(String(row.conn))
      else {
        this.deliveriesOf(ws).push(ws, { conn: String(row.conn), topic, seq: message.seq }, String(row.sub_id), message)
        reached = true
      }
    }
    return reached
  }

  private async handle(ws: WebSocket, frame: Frame): Promise<void> {
    if (frame.kind === 'invalid') return send(ws, errorFrame(frame.id, frame.code, frame.message))
    if (frame.kind === 'response') {
      return this.deliveriesOf(ws).acknowledge((ws.deserializeAttachment() as Attachment).conn, frame.id, frame.ok, this.mailbox)
    }
    const outbox: Array<() => void> = []
    send(ws, await answer(this.session(ws, outbox), frame.id, frame.method, frame.params))
    for (const deliver of outbox) deliver()
  }

  private session(ws: WebSocket, outbox: Array<() => void>): Session {
    const { clientId, conn } = ws.deserializeAttachment() as Attachment
    return {
      subscribe: async (topics) => {
        this.deliveriesOf(ws).flush()
        const unique = [...new Set(topics)]
        const had = Number(this.sql.exec('SELECT count(*) AS n FROM subs WHERE conn = ?', conn).one().n)
        const fresh = unique.filter((t) => this.sql.exec('SELECT 1 FROM subs WHERE conn = ? AND topic = ?', conn, t).toArray().length === 0)
        if (had + fresh.length > LIMITS.subscriptionsPerConnection) {
          throw new RpcError(ERRORS.limit, `Subscription limit reached: at most ${LIMITS.subscriptionsPerConnection} topics per connection`)
        }
        const ids = new Map(unique.map((t) => [t, subscriptionId(t, clientId)]))
        for (const [topic, id] of ids) this.sql.exec('INSERT OR IGNORE INTO subs (conn, topic, sub_id) VALUES (?, ?, ?)', conn, topic, id)
        // Rows first: a message published from here on finds this socket.
        const groups = byMailbox(unique)
        const stored = await Promise.all(groups.map((group) => this.mailbox(group[0]!).subscribe(clientId, group)))
        groups.forEach((group, g) =>
          group.forEach((topic, i) => {
            for (const message of stored[g]?.[i] ?? []) {
              outbox.push(() => this.deliveriesOf(ws).push(ws, { conn, topic, seq: message.seq }, ids.get(topic)!, message))
            }
          }),
        )
        return topics.map((t) => ids.get(t)!)
      },
      unsubscribe: (topics) => {
        for (const topic of topics) this.sql.exec('DELETE FROM subs WHERE conn = ? AND topic = ?', conn, topic)
      },
      publish: async (params: PublishParams) => {
        const busyForMs = this.busy.remaining(params.topic)
        if (busyForMs > 0) throw this.topicBusy(busyForMs)
        const quota = this.quota.take(this.limits, params.message.length, params.ttl)
        if ('refused' in quota) throw new RpcError(ERRORS.limit, quota.refused)
        const outcome = await this.mailbox(params.topic).publish(clientId, params)
        if (outcome === 'stored') this.quota.stored(quota.reservation)
        else this.quota.release(quota.reservation)
        if (outcome === 'full') throw new RpcError(ERRORS.limit, `Topic holds ${LIMITS.storedPerTopic} messages already; try after they expire`)
        if (typeof outcome === 'object') {
          this.busy.mark(params.topic, outcome.busyForMs)
          throw this.topicBusy(outcome.busyForMs)
        }
      },
      fetchMessages: async (topics) => {
        this.deliveriesOf(ws).flush()
        const messages = []
        for (const group of byMailbox([...new Set(topics)])) {
          const page = await this.mailbox(group[0]!).take(clientId, group, LIMITS.fetchPage - messages.length)
          messages.push(...page.messages.map(({ topic, message, publishedAt, tag }) => ({ topic, message, publishedAt, tag })))
          if (page.hasMore) return { messages, hasMore: true }
        }
        return { messages, hasMore: false }
      },
    }
  }

  private topicBusy(forMs: number): RpcError {
    return new RpcError(
      ERRORS.limit,
      `Topic rate limit: at most ${this.limits.topicPublishesPerSecond} messages per second on one topic; try again in ${Math.ceil(forMs / 1000)} s`,
    )
  }

  /** One per object, which is one client's; made on first use since hibernation drops it. */
  private deliveriesOf(ws: WebSocket): Deliveries {
    this.deliveries ??= new Deliveries((ws.deserializeAttachment() as Attachment).clientId)
    return this.deliveries
  }

  private forget(conn: string): void {
    this.sql.exec('DELETE FROM subs WHERE conn = ?', conn)
    this.deliveries?.forget(conn)
  }

  /** Rows of sockets lost without a close event (a restart) are dropped when the next one arrives. */
  private forgetDeadConnections(): void {
    const live = new Set(this.ctx.getWebSockets().map((ws) => (ws.deserializeAttachment() as Attachment).conn))
    for (const row of this.sql.exec<Row>('SELECT DISTINCT conn FROM subs').toArray()) {
      if (!live.has(String(row.conn))) this.forget(String(row.conn))
    }
  }
}
