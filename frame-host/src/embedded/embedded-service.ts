import { ErrorCodes, PortholeError, SIGN_OUT_TIMEOUT_MS } from '@porthole/protocol'
import type { KeyValueStorage } from '../connection/connection-storage.js'
import type { Connector } from '../connectors/connector.js'
import { createAuthClient, type AuthClient, type AuthFetch } from './auth-client.js'
import { createEmbeddedStorage, type EmbeddedStorage } from './embedded-storage.js'

export const EMBEDDED_ID = 'embedded'

/** A request waiting in ApproveTransaction: settled by the visitor (or by closing the modal). */
export type ApprovalWaiter = { approve(): void; reject(error: PortholeError): void }

export type EmbeddedService = {
  client: AuthClient
  storage: EmbeddedStorage
  waiters: Map<string, ApprovalWaiter>
  connector(): Connector
}

/** The icon of the email/social wallet: a plain envelope, drawn as an SVG data URI. */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#3b82f6"/><path d="M5 8h14v9H5z" fill="none" stroke="#fff" stroke-width="1.6"/><path d="m5 8 7 5 7-5" fill="none" stroke="#fff" stroke-width="1.6"/></svg>')

/**
 * The embedded wallet as a connector: connecting checks the stored session
 * with the worker; signing is the worker's (request-embedded.ts gates it on
 * the visitor's approval); disconnecting signs out within 3000 ms.
 */
function createEmbeddedConnector(client: AuthClient, storage: EmbeddedStorage): Connector {
  return {
    id: EMBEDDED_ID,
    namespace: 'eip155',
    name: 'Email and social',
    icon: ICON,
    async connect() {
      const session = storage.readSession()
      if (!session) return { accounts: [], chainId: 0 }
      const user = await client.session(session.token, AbortSignal.timeout(10_000))
      return { accounts: [user.address], chainId: 0 }
    },
    async request({ method }) {
      // The frame's networks are the wallet's: switching needs nothing from the worker.
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') return null
      throw new PortholeError(ErrorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
    },
    async disconnect() {
      const session = storage.readSession()
      storage.clearSignIn()
      if (session) await client.signOut(session.token, AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS)).catch(() => {})
    },
    on: () => () => {},
  }
}

export function createEmbeddedService(fetch: AuthFetch, storage: KeyValueStorage): EmbeddedService {
  const client = createAuthClient(fetch)
  const embeddedStorage = createEmbeddedStorage(storage)
  const connector = createEmbeddedConnector(client, embeddedStorage)
  return { client, storage: embeddedStorage, waiters: new Map(), connector: () => connector }
}
