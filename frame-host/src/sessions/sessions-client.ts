import { SessionPaths, smartSessionList, type RegisterSessionBody, type SmartSession } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { Fetch } from '../http/fetch.js'

/** HTTP timeout: no session call waits forever on the worker. */
const SESSIONS_TIMEOUT_MS = 10_000

/** A refusal or failure of the worker's session routes, with the worker's own text (protocol SessionMessages) where it gave one. */
export class SessionsApiError extends Error {
  override name = 'SessionsApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
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
  async function call<T>(path: string, schema: z.ZodMiniType<T> | undefined, init: { method: 'GET' | 'POST'; body?: object; token?: string }): Promise<T> {
    const headers: Record<string, string> = {}
    if (init.body) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetch(path, {
        method: init.method,
        headers,
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(SESSIONS_TIMEOUT_MS),
      })
    } catch {
      throw new SessionsApiError('Network error: the session service is not responding', 0)
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = (json as { error?: unknown } | undefined)?.error
      throw new SessionsApiError(
        typeof error === 'string' && error.length <= 200 ? error : `The session service failed (HTTP ${response.status})`,
        response.status,
      )
    }
    return schema ? schema.parse(json) : (undefined as T)
  }
  const query = `?projectId=${encodeURIComponent(projectId)}`
  return {
    register: (token, body) => call(SessionPaths.register, registered, { method: 'POST', token, body: { ...body, projectId } }),
    list: async (address) => (await call(`${SessionPaths.list(address)}${query}`, smartSessionList(), { method: 'GET' })).pcis,
    revoke: (address, pci, signature) => call(`${SessionPaths.revoke(address)}${query}`, undefined, { method: 'POST', body: { pci, signature } }),
  }
}
