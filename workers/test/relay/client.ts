import { base58, base64urlnopad } from '@scure/base'

/** A relay client's key: its did:key is its identity, and it signs the auth JWT. */
export type Identity = {
  clientId: string
  jwt(aud: string, claims?: { iat?: number; exp?: number; sub?: string }): Promise<string>
}

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

/** A fresh Ed25519 key (WebCrypto, in Node and in workerd alike) and JWTs shaped like relay-auth's `signJWT`. */
export async function createIdentity(): Promise<Identity> {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer)
  const clientId = `did:key:z${base58.encode(Uint8Array.of(0xed, 0x01, ...publicKey))}`
  return {
    clientId,
    async jwt(aud, claims = {}) {
      const iat = claims.iat ?? Math.floor(Date.now() / 1000)
      const body = `${encodeJson({ alg: 'EdDSA', typ: 'JWT' })}.${encodeJson({ iss: clientId, sub: claims.sub ?? crypto.randomUUID(), aud, iat, exp: claims.exp ?? iat + 86_400 })}`
      const signature = await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(body))
      return `${body}.${base64urlnopad.encode(new Uint8Array(signature))}`
    },
  }
}

/** `<base>/relay?projectId=…&auth=…`, the URL sign-client builds (it adds ua and other hints we ignore). */
export async function relayUrl(base: string, identity: Identity, projectId = 'demo'): Promise<string> {
  const auth = await identity.jwt(new URL(base).origin.replace(/^http/, 'ws'))
  return `${base}/relay?projectId=${encodeURIComponent(projectId)}&auth=${auth}`
}

export type Received = { subscriptionId: string; topic: string; message: string; publishedAt: number; tag: number }
export type Reply = { id: unknown; result?: unknown; error?: { code: number; message: string } }

type Listener = (event: { data?: unknown }) => void
/** What we use of a WebSocket; the runtime's and Node's both fit. */
export type SocketLike = { send(data: string): void; close(code?: number): void; addEventListener(type: 'message' | 'close', listener: Listener): void }

/** Speaks the relay JSON-RPC over one socket; acknowledges deliveries unless told not to. */
export class RelayClient {
  readonly received: Received[] = []
  /** Replies that match no request of ours (answers to malformed frames). */
  readonly stray: Reply[] = []
  autoAck = true
  private nextId = 1
  private readonly pending = new Map<number, (reply: Reply) => void>()
  private readonly waiters = new Set<() => void>()
  closed = false

  constructor(private readonly socket: SocketLike) {
    socket.addEventListener('message', (event) => this.onFrame(String(event.data)))
    socket.addEventListener('close', () => {
      this.closed = true
      this.notify()
    })
  }

  call(method: string, params: unknown): Promise<Reply> {
    const id = this.nextId++
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  /** The result, or a thrown error naming the relay's code and message. */
  async request(method: string, params: unknown): Promise<unknown> {
    const reply = await this.call(method, params)
    if (reply.error) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`)
    return reply.result
  }

  subscribe = (topic: string) => this.request('irn_subscribe', { topic }) as Promise<string>
  publish = (topic: string, message: string, ttl = 300, tag = 1) => this.request('irn_publish', { topic, message, ttl, tag })

  send(frame: string): void {
    this.socket.send(frame)
  }

  /** Resolves once the condition holds; rejects after `timeoutMs` with what it saw. */
  until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    if (condition()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!condition()) return
        clearTimeout(timer)
        this.waiters.delete(check)
        resolve()
      }
      const timer = setTimeout(() => {
        this.waiters.delete(check)
        reject(new Error(`timed out with ${this.received.length} messages, ${this.stray.length} stray replies`))
      }, timeoutMs)
      this.waiters.add(check)
    })
  }

  close(): void {
    this.socket.close(1000)
  }

  private onFrame(text: string): void {
    const frame = JSON.parse(text) as Reply & { method?: string; params?: { id: string; data: Omit<Received, 'subscriptionId'> } }
    if (frame.method === 'irn_subscription' && frame.params) {
      this.received.push({ subscriptionId: frame.params.id, ...frame.params.data })
      if (this.autoAck) this.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else {
      const resolve = typeof frame.id === 'number' ? this.pending.get(frame.id) : undefined
      if (resolve) {
        this.pending.delete(frame.id as number)
        resolve(frame)
      } else this.stray.push(frame)
    }
    this.notify()
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter()
  }
}

/** A random 32-byte topic in hex, as sign-client makes them. */
export const randomTopic = () => [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
