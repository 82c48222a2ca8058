import { DurableObject } from 'cloudflare:workers'
import { sha256Hex } from './hash.js'
import { readRelayLimits } from './limits-config.js'
import { LIMITS, type PublishParams, type StoredMessage } from './schema.js'
import type { ConnectionStub, MailboxStub } from './stubs.js'
import { TopicRate } from './topic-rate.js'

/**
 * What became of a publish: kept and passed on, a repeat of a kept one, refused
 * for room, or refused for the topic's rate (with when to try again).
 */
export type PublishOutcome = 'stored' | 'repeat' | 'full' | { busyForMs: number }

/**
 * Topics are spread over a fixed number of mailboxes by their first byte: few enough
 * that a batch of topics costs at most this many calls and local state stays a
 * handful of files, many enough that load spreads. Changing it strands stored
 * messages until their TTL.
 */
const SHARDS = 32
export const mailboxOf = (topic: string) => `mailbox-${parseInt(topic.slice(0, 2), 16) % SHARDS}`

/** Mailbox stubs by topic, kept so calls to one mailbox arrive in the order they were made. */
export function mailboxStubs(env: Env): (topic: string) => MailboxStub {
  const stubs = new Map<string, MailboxStub>()
  return (topic) => {
    const name = mailboxOf(topic)
    let stub = stubs.get(name)
    if (!stub) {
      stub = env.RELAY_MAILBOX.get(env.RELAY_MAILBOX.idFromName(name))
      stubs.set(name, stub)
    }
    return stub
  }
}

/** Topics grouped by their mailbox, so a batch costs one call per mailbox. */
export function byMailbox(topics: string[]): string[][] {
  const groups = new Map<string, string[]>()
  for (const topic of topics) groups.set(mailboxOf(topic), [...(groups.get(mailboxOf(topic)) ?? []), topic])
  return [...groups.values()]
}

type Row = Record<string, SqlStorageValue>
const toStored = (row: Row): StoredMessage => ({
  seq: Number(row.seq),
  message: String(row.message),
  tag: Number(row.tag),
  publishedAt: Number(row.published_at),
})

/**
 * The mailboxes of a shard of topics: messages until their TTL, which client
 * acknowledged which message, and which clients are subscribed right now. One
 * object orders all of a topic's messages.
 */
export class RelayMailbox extends DurableObject<Env> {
  private readonly sql: SqlStorage
  /** Stubs are kept so calls to one client arrive in the order they were made. */
  private readonly clients = new Map<string, ConnectionStub>()
  /** The alarm as last read or set, so a publish rarely waits on storage; undefined until read. */
  private alarmAt: number | null | undefined
  private readonly rate: TopicRate

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    const limits = readRelayLimits(env.RELAY_LIMITS)
    this.rate = new TopicRate(limits.topicPublishesPerSecond, limits.topicBurst)
    this.sql = ctx.storage.sql
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, topic TEXT NOT NULL, hash TEXT NOT NULL,
        message TEXT NOT NULL, tag INTEGER NOT NULL, published_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
        publisher TEXT NOT NULL, UNIQUE (topic, hash));
      CREATE INDEX IF NOT EXISTS messages_topic ON messages (topic, expires_at);
      CREATE INDEX IF NOT EXISTS messages_expiry ON messages (expires_at);
      CREATE TABLE IF NOT EXISTS acks (client TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (client, seq)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS subscribers (topic TEXT NOT NULL, client TEXT NOT NULL, token TEXT NOT NULL,
        since INTEGER NOT NULL, PRIMARY KEY (topic, client)) WITHOUT ROWID;`)
  }

  /** Registers the client on each topic and hands back what it has not acknowledged, in one step so nothing falls between. */
  subscribe(client: string, topics: string[]): StoredMessage[][] {
    return topics.map((topic) => {
      this.sql.exec('INSERT OR REPLACE INTO subscribers (topic, client, token, since) VALUES (?, ?, ?, ?)', topic, client, crypto.randomUUID(), Date.now())
      return this.unacknowledged(topic, client, LIMITS.fetchPage).map(toStored)
    })
  }

  /** Stores the message and passes it to every subscriber but its publisher; synchronous up to the alarm, so arrival order is kept. */
  async publish(publisher: string, params: PublishParams): Promise<PublishOutcome> {
    const now = Date.now()
    const busyForMs = this.rate.take(params.topic, now)
    if (busyForMs > 0) return { busyForMs }
    const stored = this.sql.exec('SELECT count(*) AS n FROM messages WHERE topic = ? AND expires_at > ?', params.topic, now).one().n
    if (Number(stored) >= LIMITS.storedPerTopic) return 'full'
    const expiresAt = now + params.ttl * 1000
    const inserted = this.sql
      .exec<Row>(
        `INSERT INTO messages (topic, hash, message, tag, published_at, expires_at, publisher) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (topic, hash) DO NOTHING RETURNING seq`,
        params.topic,
        sha256Hex(params.message),
        params.message,
        params.tag,
        now,
        expiresAt,
        publisher,
      )
      .toArray()[0]
    if (!inserted) return 'repeat'
    const message: StoredMessage = { seq: Number(inserted.seq), message: params.message, tag: params.tag, publishedAt: now }
    const subscribers = this.sql.exec<Row>('SELECT client, token FROM subscribers WHERE topic = ? AND client != ?', params.topic, publisher)
    for (const row of subscribers) this.deliver(params.topic, String(row.client), String(row.token), message)
    await this.scheduleExpiry(expiresAt)
    return 'stored'
  }

  ack(client: string, seqs: number[]): void {
    for (const seq of seqs) this.sql.exec('INSERT OR IGNORE INTO acks (client, seq) VALUES (?, ?)', client, seq)
  }

  /** `irn_batchFetchMessages`: up to `limit` messages the client has not acknowledged; fetched counts as delivered. */
  take(client: string, topics: string[], limit: number): { messages: Array<StoredMessage & { topic: string }>; hasMore: boolean } {
    const messages: Array<StoredMessage & { topic: string }> = []
    for (const topic of topics) {
      const rows = this.unacknowledged(topic, client, limit - messages.length + 1)
      if (messages.length + rows.length > limit) {
        messages.push(...rows.slice(0, limit - messages.length).map((row) => ({ topic, ...toStored(row) })))
        this.ack(
          client,
          messages.map((m) => m.seq),
        )
        return { messages, hasMore: true }
      }
      messages.push(...rows.map((row) => ({ topic, ...toStored(row) })))
    }
    this.ack(
      client,
      messages.map((m) => m.seq),
    )
    return { messages, hasMore: false }
  }

  override async alarm(): Promise<void> {
    const now = Date.now()
    this.sql.exec('DELETE FROM acks WHERE seq IN (SELECT seq FROM messages WHERE expires_at <= ?)', now)
    this.sql.exec('DELETE FROM messages WHERE expires_at <= ?', now)
    // Live clients renew their rows on every reconnect; one not renewed for the longest TTL is a client long gone.
    this.sql.exec('DELETE FROM subscribers WHERE since <= ?', now - LIMITS.maxTtlSeconds * 1000)
    const next = this.sql.exec<Row>('SELECT min(expires_at) AS at FROM messages').one().at
    this.alarmAt = next === null ? null : Number(next)
    if (this.alarmAt !== null) await this.ctx.storage.setAlarm(this.alarmAt)
  }

  private unacknowledged(topic: string, client: string, limit: number): Row[] {
    return this.sql
      .exec<Row>(
        `SELECT seq, message, tag, published_at FROM messages m WHERE topic = ? AND expires_at > ? AND publisher != ?
         AND NOT EXISTS (SELECT 1 FROM acks a WHERE a.client = ? AND a.seq = m.seq) ORDER BY seq LIMIT ?`,
        topic,
        Date.now(),
        client,
        client,
        limit,
      )
      .toArray()
  }

  private async scheduleExpiry(at: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm()
    if (this.alarmAt !== null && this.alarmAt <= at) return
    this.alarmAt = at
    await this.ctx.storage.setAlarm(at)
  }

  /**
   * Not awaited, so a slow client holds up no one. A client with no socket on the
   * topic any more is dropped, unless it subscribed again meanwhile (new token).
   */
  private deliver(topic: string, client: string, token: string, message: StoredMessage): void {
    let stub = this.clients.get(client)
    if (!stub) {
      if (this.clients.size >= 1_000) this.clients.clear()
      stub = this.env.RELAY_CONNECTION.get(this.env.RELAY_CONNECTION.idFromName(client))
      this.clients.set(client, stub)
    }
    stub.deliver(topic, message).then(
      (reached) => {
        if (!reached) this.sql.exec('DELETE FROM subscribers WHERE topic = ? AND client = ? AND token = ?', topic, client, token)
      },
      (error: unknown) => console.error('relay delivery failed', error),
    )
  }
}
