import {
  Alerts,
  CONNECT_TIMEOUT_MS,
  InternalRpcError,
  lazy,
  Messages,
  socialSession,
  SocialPaths,
  type SocialSession,
  UserRejectedRequestError,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import type { AuthFetch } from '../embedded/auth-client.js'
import { ConnectTimeoutError, withConnectTimeout } from '../embedded/connect-timeout.js'

/** The worker's social login result route, as the frame (same origin) calls it. */
export type SocialClient = {
  redeem(resultUri: string, resultKey: string): Promise<SocialSession>
}

const errorBody = lazy(() => z.object({ error: z.string() }))

/**
 * Redeeming a social login's result (after the popup, or the redirect back)
 * is the social connect call: after its time it fails with
 * 'iframe request timeout' and the request is aborted.
 */
export function createSocialClient(fetch: AuthFetch, { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {}): SocialClient {
  return {
    async redeem(resultUri, resultKey) {
      let answer: { response: Response; body: unknown }
      try {
        answer = await withConnectTimeout(connectTimeoutMs, async (signal) => {
          const response = await fetch(SocialPaths.result, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ resultUri, resultKey }),
            signal,
          })
          return { response, body: (await response.json().catch(() => undefined)) as unknown }
        })
      } catch (error) {
        throw new InternalRpcError(error instanceof ConnectTimeoutError ? Alerts.iframeRequestTimeout : Messages.failedToConnect)
      }
      const { response, body } = answer
      if (response.ok) {
        const session = socialSession().safeParse(body)
        if (session.success) return session.data
        throw new InternalRpcError(Messages.failedToConnect)
      }
      // The visitor said no at the provider: that is a rejection, as with a wallet.
      const message = errorBody().safeParse(body).data?.error
      if (message === Messages.connectionRejected) throw new UserRejectedRequestError(Messages.connectionRejected)
      if (message === Messages.failedToInitiateSocial) throw new InternalRpcError(Messages.failedToInitiateSocial)
      throw new InternalRpcError(Messages.failedToConnect)
    },
  }
}
