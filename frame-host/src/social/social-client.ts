import {
  ErrorCodes,
  lazy,
  PortholeError,
  socialSession,
  socialStartResponse,
  SocialPaths,
  type OAuthProvider,
  type SocialSession,
  type SocialStartResponse,
} from '@porthole/protocol'
import * as z from 'zod/mini'
import type { AuthFetch } from '../embedded/auth-client.js'

/** Spec §8 texts of a social login that did not start or did not finish. */
export const FAILED_TO_INITIATE_SOCIAL = 'Failed to initiate social connection'
export const FAILED_TO_CONNECT = 'Failed to connect'
export const CONNECTION_REJECTED = 'Connection rejected'

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
        throw new PortholeError(ErrorCodes.internal, FAILED_TO_INITIATE_SOCIAL)
      }
    },
    async redeem(resultUri, resultKey) {
      let response: Response
      try {
        response = await post(fetch, SocialPaths.result, { resultUri, resultKey })
      } catch {
        throw new PortholeError(ErrorCodes.internal, FAILED_TO_CONNECT)
      }
      const body: unknown = await response.json().catch(() => undefined)
      if (response.ok) {
        const session = socialSession().safeParse(body)
        if (session.success) return session.data
        throw new PortholeError(ErrorCodes.internal, FAILED_TO_CONNECT)
      }
      // The visitor said no at the provider: that is a rejection, as with a wallet.
      const message = errorBody().safeParse(body).data?.error
      if (message === CONNECTION_REJECTED) throw new PortholeError(ErrorCodes.userRejected, CONNECTION_REJECTED)
      throw new PortholeError(ErrorCodes.internal, FAILED_TO_CONNECT)
    },
  }
}
