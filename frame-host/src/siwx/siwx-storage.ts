import { siwxSession, type SiwxSession } from '@porthole/protocol'
import type { KeyValueStorage } from '../storage/index.js'

const KEY = 'porthole:siwx-session'

export type SiwxStorage = {
  /** The stored session while it is live; anything unparsable, expired or unreadable counts as none. */
  read(now?: number): SiwxSession | undefined
  write(session: SiwxSession): void
  clear(): void
}

/** The session survives a reload of the frame (the connection does too), so the page hears it again. */
export function createSiwxStorage(storage: KeyValueStorage): SiwxStorage {
  return {
    read(now = Date.now()) {
      try {
        const parsed = siwxSession().safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'))
        return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    write(session) {
      try {
        storage.setItem(KEY, JSON.stringify(session))
      } catch {
        // Blocked or full storage: the session lasts as long as this frame.
      }
    },
    clear() {
      try {
        storage.removeItem(KEY)
      } catch {
        // As above: nothing was kept.
      }
    },
  }
}
