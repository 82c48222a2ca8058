import { lazy, Namespaces, type Namespace } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { KeyValueStorage } from './key-value-storage.js'
import { RECENT_WALLETS_MAX } from './recent-wallets.js'

const walletRef = lazy(() =>
  z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(64)),
    rdns: z.string().check(z.maxLength(128)),
  }),
)
/** Which wallet to find again after a reload: by rdns, else by uuid (the legacy `window.ethereum`). */
export type WalletRef = z.infer<ReturnType<typeof walletRef>>

const storedConnection = lazy(() => z.object({ namespace: z.enum(Namespaces), connectorId: z.string().check(z.maxLength(64)), wallet: walletRef() }))
export type StoredConnection = z.infer<ReturnType<typeof storedConnection>>

const recentWallets = lazy(() => z.array(walletRef()).check(z.maxLength(RECENT_WALLETS_MAX)))

const CONNECTION_KEY = (namespace: Namespace) => `porthole:connection:${namespace}`
const RECENT_KEY = 'porthole:recentWallets'

export type ConnectionStorage = {
  readConnection(namespace: Namespace): StoredConnection | undefined
  writeConnection(connection: StoredConnection): void
  clearConnection(namespace: Namespace): void
  readRecent(): WalletRef[]
  writeRecent(wallets: readonly WalletRef[]): void
}

/**
 * The frame origin's storage, read through zod: anything another version or
 * a person left there that does not parse counts as nothing. Storage that
 * throws (blocked, full) is treated the same way.
 */
export function createConnectionStorage(storage: KeyValueStorage): ConnectionStorage {
  // The schema is built only when something is stored: a first visit reads empty keys at startup.
  const read = <T>(key: string, schema: () => z.ZodMiniType<T>): T | undefined => {
    try {
      const text = storage.getItem(key)
      return text === null ? undefined : schema().safeParse(JSON.parse(text)).data
    } catch {
      return undefined
    }
  }
  const attempt = (write: () => void) => {
    try {
      write()
    } catch {
      // Nothing to do: the connection just will not survive a reload.
    }
  }
  return {
    readConnection: (namespace) => {
      const stored = read(CONNECTION_KEY(namespace), storedConnection)
      return stored?.namespace === namespace ? stored : undefined
    },
    writeConnection: (connection) => attempt(() => storage.setItem(CONNECTION_KEY(connection.namespace), JSON.stringify(connection))),
    clearConnection: (namespace) => attempt(() => storage.removeItem(CONNECTION_KEY(namespace))),
    readRecent: () => read(RECENT_KEY, recentWallets) ?? [],
    writeRecent: (wallets) => attempt(() => storage.setItem(RECENT_KEY, JSON.stringify(wallets.slice(0, RECENT_WALLETS_MAX)))),
  }
}
