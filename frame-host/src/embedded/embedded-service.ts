import type { PasskeyOperationSignature, PasskeySigner, PortholeError } from '@porthole/protocol'
import type { KeyValueStorage } from '../storage/index.js'
import type { AuthFetch } from '../http/index.js'
import { createAuthClient, type AuthClient } from './auth-client.js'
import { createEmbeddedStorage, type EmbeddedStorage } from './embedded-storage.js'

/** The icon of the email/social wallet: a plain envelope, drawn as an SVG data URI. */
export const EMBEDDED_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#3b82f6"/><path d="M5 8h14v9H5z" fill="none" stroke="#fff" stroke-width="1.6"/><path d="m5 8 7 5 7-5" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
  )

/** How long the worker may take to confirm a stored session on reconnect. */
export const SESSION_CHECK_MS = 10_000

/** A request waiting in ApproveTransaction: settled by the visitor (or by closing the modal). */
/** `approve` carries what the window made for the request, if anything: a passkey's signature of its operation. */
export type ApprovalWaiter = { approve(signature?: PasskeyOperationSignature): void; reject(error: PortholeError): void }

export type EmbeddedService = {
  client: AuthClient
  /** The worker's auth routes, scoped to the frame's project and page: the passkey flows' client is built on it when they load. */
  fetch: AuthFetch
  /** The WebAuthn signer that owns this worker's passkey accounts, where it is not Safe's canonical one (PasskeySafe). */
  passkeySigner: PasskeySigner | undefined
  storage: EmbeddedStorage
  waiters: Map<string, ApprovalWaiter>
}

export function createEmbeddedService(fetch: AuthFetch, storage: KeyValueStorage, passkeySigner?: PasskeySigner): EmbeddedService {
  const client = createAuthClient(fetch)
  const embeddedStorage = createEmbeddedStorage(storage)
  return { client, fetch, passkeySigner, storage: embeddedStorage, waiters: new Map() }
}
