import { SiwxPaths, siwxMessage, siwxRequest, siwxSession, type SiwxMessage, type SiwxNonceBody, type SiwxRequest, type SiwxSession } from '@porthole/protocol'
import type * as z from 'zod/mini'
import type { Fetch } from '../http/fetch.js'

/** HTTP timeout: no sign-in waits forever on the worker. */
const SIWX_TIMEOUT_MS = 10_000

/** A refusal or failure of the worker's sign-in API, carrying its message (spec texts in protocol/src/siwx.ts). */
export class SiwxError extends Error {
  override name = 'SiwxError'
}

export type SiwxClient = {
  message(body: Omit<SiwxNonceBody, 'projectId'> & { accountAddress: string }): Promise<SiwxMessage>
  /** A request without an account, for a wallet that writes the message itself (WalletConnect `authenticate`). */
  request(body: { origin: string; chainId: string }): Promise<SiwxRequest>
  verify(message: string, signature: string): Promise<SiwxSession>
  signOut(sessionId: string): Promise<void>
}

/** The worker's sign-in routes, on the frame's own origin (they refuse any other caller). */
export function createSiwxClient(fetch: Fetch, projectId: string): SiwxClient {
  async function post<T>(path: string, body: object, schema?: z.ZodMiniType<T>): Promise<T> {
    let response: Response
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, projectId }),
        signal: AbortSignal.timeout(SIWX_TIMEOUT_MS),
      })
    } catch {
      throw new SiwxError('Sign-in failed: network error')
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = (json as { error?: unknown } | undefined)?.error
      throw new SiwxError(typeof error === 'string' && error.length <= 200 ? error : `Sign-in failed (HTTP ${response.status})`)
    }
    return schema ? schema.parse(json) : (undefined as T)
  }
  return {
    message: (body) => post(SiwxPaths.nonce, body, siwxMessage()),
    request: (body) => post(SiwxPaths.nonce, body, siwxRequest()),
    verify: (message, signature) => post(SiwxPaths.verify, { message, signature }, siwxSession()),
    signOut: (sessionId) => post(SiwxPaths.signOut, { sessionId }),
  }
}
