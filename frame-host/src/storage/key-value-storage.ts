/** The part of `localStorage` the frame uses, so tests (and blocked storage) can hand in their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Reads and writes that never throw: blocked or full storage (private modes,
 * partitioned third-party frames) reads as nothing and loses the write, so what
 * was kept just does not survive a reload.
 */
export function tolerantStorage(storage: KeyValueStorage) {
  return {
    get(key: string): string | undefined {
      try {
        return storage.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set(key: string, value: string): void {
      try {
        storage.setItem(key, value)
      } catch {
        // Blocked or full: see above.
      }
    },
    remove(key: string): void {
      try {
        storage.removeItem(key)
      } catch {
        // Blocked: see above.
      }
    },
  }
}
