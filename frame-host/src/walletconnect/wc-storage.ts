import type { KeyValueStorage } from '../connection/connection-storage.js'

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
 */
export function signClientStorage(storage: KeyValueStorage): SignClientStorage {
  const items = new Map<string, unknown>(read(storage))
  let written = 0
  const persist = (key: string) => {
    if (EPHEMERAL.test(key)) return
    const text = JSON.stringify([...items].filter(([k]) => !EPHEMERAL.test(k)))
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
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    async setItem(key, value) {
      items.set(key, value)
      persist(key)
    },
    async removeItem(key) {
      items.delete(key)
      persist(key)
    },
  }
}

function read(storage: KeyValueStorage): [string, unknown][] {
  try {
    const count = Number(storage.getItem(KEY) ?? 0)
    const text = Array.from({ length: Math.min(count, 100) }, (_, i) => storage.getItem(`${KEY}:${i}`) ?? '').join('')
    const parsed: unknown = JSON.parse(text || '[]')
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, unknown] => Array.isArray(e) && typeof e[0] === 'string') : []
  } catch {
    return []
  }
}

/**
 * sign-client's bundled storage module reads `window.localStorage` as it
 * loads, which throws where the browser denies it to the frame: a memory one
 * stands in (sign-client itself keeps its records in the storage above).
 */
export function guardLocalStorage(): void {
  try {
    void globalThis.localStorage
  } catch {
    const items = new Map<string, string>()
    const stand: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
    }
    Object.defineProperty(globalThis, 'localStorage', { value: stand, configurable: true })
  }
}
