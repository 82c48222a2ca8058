import type { PortholeError } from '@porthole/protocol'
import type { KeyValueStorage } from '../connection/connection-storage.js'
import { createAuthClient, type AuthClient, type AuthFetch } from './auth-client.js'
import { createEmbeddedStorage, type EmbeddedStorage } from './embedded-storage.js'

export const EMBEDDED_ID = 'embedded'

/** A request waiting in ApproveTransaction: settled by the visitor (or by closing the modal). */
export type ApprovalWaiter = { approve(): void; reject(error: PortholeError): void }

export type EmbeddedService = {
  client: AuthClient
  storage: EmbeddedStorage
  waiters: Map<string, ApprovalWaiter>
}

export function createEmbeddedService(fetch: AuthFetch, storage: KeyValueStorage): EmbeddedService {
  const client = createAuthClient(fetch)
  const embeddedStorage = createEmbeddedStorage(storage)
  return { client, storage: embeddedStorage, waiters: new Map() }
}
