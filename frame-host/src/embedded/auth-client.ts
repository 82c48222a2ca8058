import {
  Alerts,
  AuthPaths,
  CONNECT_TIMEOUT_MS,
  emailConnectResult,
  emailUpdateResult,
  Messages,
  sessionUser,
  type SolanaWalletRequestBody,
  emailOtpResult,
  walletRequestResult,
  type EmailConnectResult,
  type EmailUpdateResult,
  type SessionUser,
  type EmailOtpResult,
  type WalletRequestBody,
} from '@porthole/protocol'
import type * as z from 'zod/mini'
import { type AuthFetch, fetchJson, type HttpTexts } from '../http/index.js'

/**
 * The auth API's texts for its failures: a refusal shows the worker's own text. They reach the
 * visitor and, for the signing requests, the dapp (approval-queue.ts).
 */
const AUTH_TEXTS: HttpTexts = {
  network: Alerts.networkError,
  timeout: Alerts.iframeRequestTimeout,
  refused: ({ said }) => said ?? Messages.somethingWentWrong,
  malformed: () => Messages.somethingWentWrong,
}

/** A POST to one of the worker's auth routes (for a session's `token`, if given), its answer parsed and its failures in the auth API's texts. */
export const postAuth = <T>(fetch: AuthFetch, path: string, schema: z.ZodMiniType<T>, body: unknown, token?: string): Promise<T> =>
  fetchJson(fetch, path, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body }, schema, AUTH_TEXTS)

type AuthCall = { method?: 'GET' | 'POST'; body?: unknown; token?: string | undefined; signal?: AbortSignal | undefined }

export type AuthClient = {
  emailConnect(body: { email: string; deviceId: string; token?: string | undefined }): Promise<EmailConnectResult>
  emailDevice(body: { email: string; deviceId: string }): Promise<EmailConnectResult>
  emailOtp(body: { email: string; deviceId: string; code: string }): Promise<EmailOtpResult>
  emailUpdate(token: string, email: string): Promise<EmailUpdateResult>
  emailUpdatePrimary(token: string, code: string): Promise<EmailUpdateResult>
  emailUpdateSecondary(token: string, code: string): Promise<EmailUpdateResult>
  session(token: string, signal?: AbortSignal): Promise<SessionUser>
  walletRequest(token: string, body: WalletRequestBody): Promise<string>
  /**
   * The worker signs a Solana message or transaction for the live session; the frame sends what it signed.
   * The answer's schema comes from the caller, so Solana's schemas load with Solana's code.
   */
  solanaRequest<T>(token: string, body: SolanaWalletRequestBody, result: z.ZodMiniType<T>): Promise<T>
  signOut(token: string, signal: AbortSignal): Promise<void>
}

/**
 * The worker's embedded-wallet API, on the frame's own origin. Every answer is
 * parsed; a failure is an HttpError with the worker's text.
 */
export function createAuthClient(fetch: AuthFetch, { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {}): AuthClient {
  const call = <T>(path: string, schema: z.ZodMiniType<T>, { method = 'POST', body, token, signal }: AuthCall): Promise<T> =>
    fetchJson(fetch, path, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body, signal }, schema, AUTH_TEXTS)
  /** The connect calls: after their time the request is aborted and the step says 'iframe request timeout'. */
  const connectCall = <T>(path: string, schema: z.ZodMiniType<T>, body: unknown): Promise<T> =>
    fetchJson(fetch, path, { method: 'POST', body, timeoutMs: connectTimeoutMs }, schema, AUTH_TEXTS)
  return {
    emailConnect: (body) => connectCall(AuthPaths.emailConnect, emailConnectResult(), body),
    emailDevice: (body) => connectCall(AuthPaths.emailDevice, emailConnectResult(), body),
    emailOtp: (body) => connectCall(AuthPaths.emailOtp, emailOtpResult(), body),
    emailUpdate: (token, email) => call(AuthPaths.emailUpdate, emailUpdateResult(), { body: { email }, token }),
    emailUpdatePrimary: (token, code) => call(AuthPaths.emailUpdatePrimary, emailUpdateResult(), { body: { code }, token }),
    emailUpdateSecondary: (token, code) => call(AuthPaths.emailUpdateSecondary, emailUpdateResult(), { body: { code }, token }),
    session: (token, signal) => call(AuthPaths.session, sessionUser(), { method: 'GET', token, signal }),
    walletRequest: async (token, body) => (await call(AuthPaths.walletRequest, walletRequestResult(), { body, token })).result,
    solanaRequest: (token, body, result) => call(AuthPaths.solanaRequest, result, { body, token }),
    signOut: async (token, signal) => {
      const response = await fetch(AuthPaths.signOut, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, signal })
      await response.body?.cancel()
    },
  }
}
