import { SiwxPaths, siwxMessage, siwxRequest, siwxSession, type SiwxMessage, type SiwxNonceBody, type SiwxRequest, type SiwxSession } from '@porthole/protocol'
import * as z from 'zod/mini'
import { type Fetch, fetchJson, type HttpTexts } from '../http/index.js'

/** HTTP timeout: no sign-in waits forever on the worker. */
const SIWX_TIMEOUT_MS = 10_000

/** A refusal shows the worker's own text (spec texts in protocol/src/siwx.ts) where it gave a short one. */
const SIWX_TEXTS: HttpTexts = {
  network: 'Sign-in failed: network error',
  refused: ({ status, said }) => (said !== undefined && said.length <= 200 ? said : `Sign-in failed (HTTP ${status})`),
  malformed: (_, issue) => issue.message,
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
  const post = <T>(path: string, body: object, schema: z.ZodMiniType<T>): Promise<T> =>
    fetchJson(fetch, path, { body: { ...body, projectId }, signal: AbortSignal.timeout(SIWX_TIMEOUT_MS) }, schema, SIWX_TEXTS)
  return {
    message: (body) => post(SiwxPaths.nonce, body, siwxMessage()),
    request: (body) => post(SiwxPaths.nonce, body, siwxRequest()),
    verify: (message, signature) => post(SiwxPaths.verify, { message, signature }, siwxSession()),
    signOut: async (sessionId) => {
      await post(SiwxPaths.signOut, { sessionId }, z.unknown())
    },
  }
}
