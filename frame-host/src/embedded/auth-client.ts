import {
  Alerts,
  AuthPaths,
  CONNECT_TIMEOUT_MS,
  authError,
  emailConnectResult,
  emailUpdateResult,
  Messages,
  sessionUser,
  type SolanaWalletRequestBody,
  signedIn,
  walletRequestResult,
  type EmailConnectResult,
  type EmailUpdateResult,
  type SessionUser,
  type SignedInResult,
  type WalletRequestBody,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import { ConnectTimeoutError, withConnectTimeout } from './connect-timeout.js'

/** What the worker's auth API answered when it said no: its text, status, EIP-1193 code and, for a cooldown, seconds to wait. */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** What a step of a flow shows when it failed: the worker's own text, else the fallback. */
export const failureText = (error: unknown): string => (error instanceof AuthApiError ? error.message : Messages.somethingWentWrong)

export type AuthFetch = (url: string, init: RequestInit) => Promise<Response>

export type AuthClient = {
  emailConnect(body: { email: string; deviceId: string; token?: string | undefined }): Promise<EmailConnectResult>
  emailDevice(body: { email: string; deviceId: string }): Promise<EmailConnectResult>
  emailOtp(body: { email: string; deviceId: string; code: string }): Promise<SignedInResult>
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
 * parsed; an error answer becomes an AuthApiError with the worker's text.
 */
export function createAuthClient(fetch: AuthFetch, { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {}): AuthClient {
  async function call<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    init: { method?: string; body?: unknown; token?: string | undefined; signal?: AbortSignal | undefined },
  ): Promise<T> {
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    if (init.token) headers.Authorization = `Bearer ${init.token}`
    let response: Response
    try {
      response = await fetch(path, {
        method: init.method ?? 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      })
    } catch {
      throw new AuthApiError(Alerts.networkError, 0)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = authError().safeParse(body)
      throw new AuthApiError(error.success ? error.data.error : Messages.somethingWentWrong, response.status, error.data?.code, error.data?.retryAfter)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new AuthApiError(Messages.somethingWentWrong, response.status)
    return parsed.data
  }
  /** The connect calls: after their time the request is aborted and the step says 'iframe request timeout'. */
  const connectCall = <T>(path: string, schema: z.ZodMiniType<T>, body: unknown): Promise<T> =>
    withConnectTimeout(connectTimeoutMs, (signal) => call(path, schema, { body, signal })).catch((error: unknown) => {
      throw error instanceof ConnectTimeoutError ? new AuthApiError(Alerts.iframeRequestTimeout, 0) : error
    })
  return {
    emailConnect: (body) => connectCall(AuthPaths.emailConnect, emailConnectResult(), body),
    emailDevice: (body) => connectCall(AuthPaths.emailDevice, emailConnectResult(), body),
    emailOtp: (body) => connectCall(AuthPaths.emailOtp, signedIn(), body),
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
