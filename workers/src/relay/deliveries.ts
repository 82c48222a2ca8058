import type { StoredMessage } from './schema.js'
import type { MailboxStub } from './stubs.js'

/** Acknowledgements go to mailboxes in batches, at most this late. */
const ACK_BATCH_MS = 20

type Held = { conn: string; topic: string; seq: number }
const key = (held: Held) => `${held.conn} ${held.topic} ${held.seq}`

export function send(ws: WebSocket, frame: string): void {
  try {
    ws.send(frame)
  } catch {
    // Closed meanwhile; webSocketClose forgets the connection.
  }
}

/**
 * `irn_subscription` deliveries of one client awaiting acknowledgement. Memory is
 * enough: losing it (eviction) loses an acknowledgement, never a message, which
 * comes again on the next subscribe.
 */
export class Deliveries {
  private readonly inflight = new Map<number, Held>()
  /** The same deliveries by `conn topic seq`, so a resubscribe does not send one twice. */
  private readonly held = new Set<string>()
  /** Acknowledged seqs by mailbox, not yet sent there. */
  private readonly acks = new Map<string, { stub: MailboxStub; seqs: number[] }>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastId = 0

  constructor(private readonly clientId: string) {}

  push(ws: WebSocket, held: Held, subId: string, message: StoredMessage): void {
    if (this.held.has(key(held))) return
    // Safe integers that only grow, even across hibernation, so acknowledgements parse exactly.
    const id = (this.lastId = Math.max(this.lastId + 1, Date.now() * 1000))
    this.inflight.set(id, held)
    this.held.add(key(held))
    const data = { topic: held.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag }
    send(ws, JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subId, data } }))
  }

  /** A client's answer to a delivery; only `result: true` counts as acknowledged. */
  acknowledge(conn: string, id: unknown, ok: boolean, mailbox: (topic: string) => MailboxStub): void {
    const held = typeof id === 'number' ? this.inflight.get(id) : undefined
    if (!held || held.conn !== conn) return
    this.inflight.delete(id as number)
    this.held.delete(key(held))
    if (!ok) return
    const stub = mailbox(held.topic)
    const batch = this.acks.get(stub.id.toString()) ?? { stub, seqs: [] }
    batch.seqs.push(held.seq)
    this.acks.set(stub.id.toString(), batch)
    this.timer ??= setTimeout(() => this.flush(), ACK_BATCH_MS)
  }

  /** Called before any subscribe or fetch of this client too: the kept stubs deliver the acks first. */
  flush(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    for (const { stub, seqs } of this.acks.values()) {
      stub.ack(this.clientId, seqs).catch((error: unknown) => console.error('relay ack failed', error))
    }
    this.acks.clear()
  }

  forget(conn: string): void {
    for (const [id, held] of this.inflight) {
      if (held.conn !== conn) continue
      this.inflight.delete(id)
      this.held.delete(key(held))
    }
  }
}
