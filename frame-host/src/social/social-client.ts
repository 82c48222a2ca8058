import {
  InternalRpcError,
  lazy,
  Messages,
  socialSession,
  socialStartResponse,
  SocialPaths,
  type OAuthProvider,
  type SocialSession,
  type SocialStartResponse,
  UserRejectedRequestError,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import type { AuthFetch } from '../embedded/auth-client.js'

/** The worker's social login routes, as the frame (same origin) calls them. */
export type SocialClient = {
  start(provider: OAuthProvider, options?: { returnTo?: string }): Promise<SocialStartResponse>
  redeem(resultUri: string, resultKey: string): Promise<SocialSession>
}

const errorBody = lazy(() => z.object({ error: z.string() }))

async function post(fetch: AuthFetch, path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export function createSocialClient(fetch: AuthFetch, projectId: string): SocialClient {
  return {
    async start(provider, { returnTo } = {}) {
      try {
        const response = await post(fetch, SocialPaths.start, { provider, projectId, ...(returnTo ? { returnTo } : {}) })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return socialStartResponse().parse(await response.json())
      } catch {
        throw new InternalRpcError(Messages.failedToInitiateSocial)
      }
    },
    async redeem(resultUri, resultKey) {
      let response: Response
      try {
        response = await post(fetch, SocialPaths.result, { resultUri, resultKey })
      } catch {
        throw new InternalRpcError(Messages.failedToConnect)
      }
      const body: unknown = await response.json().catch(() => undefined)
      if (response.ok) {
        const session = socialSession().safeParse(body)
        if (session.success) return session.data
        throw new InternalRpcError(Messages.failedToConnect)
      }
      // The visitor said no at the provider: that is a rejection, as with a wallet.
      const message = errorBody().safeParse(body).data?.error
      if (message === Messages.connectionRejected) throw new UserRejectedRequestError(Messages.connectionRejected)
      throw new InternalRpcError(Messages.failedToConnect)
    },
  }
}
