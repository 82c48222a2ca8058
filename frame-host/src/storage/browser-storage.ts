import { cookieStorage } from './cookie-storage.js'
import type { KeyValueStorage } from './key-value-storage.js'

/** Storage that lasts as long as the frame: for tests, and where the browser gives none. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * The frame origin's localStorage; where the browser denies it to a
 * third-party frame, partitioned cookies, which it still allows.
 */
export function browserStorage(win: { readonly localStorage: Storage; readonly document: { cookie: string } }): KeyValueStorage {
  try {
    return win.localStorage
  } catch {
    return cookieStorage(win.document)
  }
}
