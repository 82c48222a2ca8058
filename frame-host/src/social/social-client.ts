import { InternalRpcError, lazy, Messages, socialSession, SocialPaths, type SocialSession, UserRejectedRequestError } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { AuthFetch } from '../embedded/auth-client.js'

/** The worker's social login result route, as the frame (same origin) calls it. */
export type SocialClient = {
  redeem(resultUri: string, resultKey: string): Promise<SocialSession>
}

const errorBody = lazy(() => z.object({ error: z.string() }))

export function createSocialClient(fetch: AuthFetch): SocialClient {
  return {
    async redeem(resultUri, resultKey) {
      let response: Response
      try {
        response = await fetch(SocialPaths.result, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ resultUri, resultKey }) })
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
      if (message === Messages.failedToInitiateSocial) throw new InternalRpcError(Messages.failedToInitiateSocial)
      throw new InternalRpcError(Messages.failedToConnect)
    },
  }
}
