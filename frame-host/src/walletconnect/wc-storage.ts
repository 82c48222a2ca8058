import type { KeyValueStorage } from '../storage/index.js'

const KEY = 'porthole:walletconnect'
/** Small enough that a chunk, URI-encoded, fits a cookie (the storage where localStorage is denied). */
const CHUNK = 1_200
/** Delivered messages and request history: large, and not needed to resume a session. */
const EPHEMERAL = /:(messages|history)$/

/** The async key-value store sign-client takes (`@walletconnect/keyvaluestorage`'s IKeyValueStorage). */
export type SignClientStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * sign-client's records kept in memory, those that resume a session (keys,
 * pairings, sessions, subscriptions) copied in chunks to the frame's storage:
 * localStorage, or partitioned cookies where it is denied (IndexedDB may be too).
 * The copy is deflated: a browser keeps at most 10 KiB of partitioned cookies
 * per site, and a session with EVM and Solana namespaces is about that much as
 * JSON, which would leave no room for the stored connection itself.
 */
export async function signClientStorage(storage: KeyValueStorage): Promise<SignClientStorage> {
  const items = new Map<string, unknown>(await read(storage))
  let written = 0
  const write = async () => {
    const text = await deflate(JSON.stringify([...items].filter(([k]) => !EPHEMERAL.test(k))))
    const chunks = Array.from({ length: Math.ceil(text.length / CHUNK) }, (_, i) => text.slice(i * CHUNK, (i + 1) * CHUNK))
    try {
      chunks.forEach((chunk, i) => storage.setItem(`${KEY}:${i}`, chunk))
      for (let i = chunks.length; i < written; i++) storage.removeItem(`${KEY}:${i}`)
      storage.setItem(KEY, String(chunks.length))
      written = chunks.length
    } catch {
      // Refused or full: the session lasts as long as the frame.
    }
  }
  // One write at a time, each of the records as they are when it runs, so an older one never lands last.
  let queue = Promise.resolve()
  const persist = (key: string) => (EPHEMERAL.test(key) ? queue : (queue = queue.then(write)))
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    async setItem(key, value) {
      items.set(key, value)
      await persist(key)
    },
    async removeItem(key) {
      items.delete(key)
      await persist(key)
    },
  }
}

/** Text through the platform's deflate, as base64. */
async function deflate(text: string): Promise<string> {
  const bytes = new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

async function inflate(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text()
}

async function read(storage: KeyValueStorage): Promise<[string, unknown][]> {
  try {
    const count = Number(storage.getItem(KEY) ?? 0)
    const stored = Array.from({ length: Math.min(count, 100) }, (_, i) => storage.getItem(`${KEY}:${i}`) ?? '').join('')
    const parsed: unknown = JSON.parse(stored ? await inflate(stored) : '[]')
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, unknown] => Array.isArray(e) && typeof e[0] === 'string') : []
  } catch {
    return []
  }
}
