import { SessionPaths, smartSessionList, type RegisterSessionBody, type SmartSession } from '@porthole/protocol'
import * as z from 'zod/mini'
import { type Fetch, fetchJson, type HttpTexts } from '../../http/index.js'

/** HTTP timeout: no session call waits forever on the worker. */
const SESSIONS_TIMEOUT_MS = 10_000

/** A refusal shows the worker's own text (protocol SessionMessages) where it gave a short one; a grant's failure reaches the dapp with it. */
const SESSIONS_TEXTS: HttpTexts = {
  network: 'Network error: the session service is not responding',
  refused: ({ status, said }) => (said !== undefined && said.length <= 200 ? said : `The session service failed (HTTP ${status})`),
  malformed: (_, issue) => issue.message,
}

export type SessionsClient = {
  /** Records a grant the chain shows; the worker checks it there and answers its pci. */
  register(token: string, body: Omit<RegisterSessionBody, 'projectId'>): Promise<{ pci: string; context: string }>
  /** The project's active sessions of the account. */
  list(address: string): Promise<SmartSession[]>
  /** Ends a record; `signature` is the account's over revokeSessionMessage(pci). */
  revoke(address: string, pci: string, signature: string): Promise<void>
}

const registered = z.object({ pci: z.string(), context: z.string() })

/** The worker's smart-session routes (protocol/src/sessions.ts), on the frame's own origin, for the frame's project. */
export function createSessionsClient(fetch: Fetch, projectId: string): SessionsClient {
  const call = <T>(path: string, schema: z.ZodMiniType<T>, init: { method: 'GET' | 'POST'; body?: object; token?: string }): Promise<T> =>
    fetchJson(
      fetch,
      path,
      { ...init, headers: init.token ? { authorization: `Bearer ${init.token}` } : {}, signal: AbortSignal.timeout(SESSIONS_TIMEOUT_MS) },
      schema,
      SESSIONS_TEXTS,
    )
  const query = `?projectId=${encodeURIComponent(projectId)}`
  return {
    register: (token, body) => call(SessionPaths.register, registered, { method: 'POST', token, body: { ...body, projectId } }),
    list: async (address) => (await call(`${SessionPaths.list(address)}${query}`, smartSessionList(), { method: 'GET' })).pcis,
    revoke: async (address, pci, signature) => {
      await call(`${SessionPaths.revoke(address)}${query}`, z.unknown(), { method: 'POST', body: { pci, signature } })
    },
  }
}
