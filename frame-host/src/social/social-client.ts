import {
  Alerts,
  CONNECT_TIMEOUT_MS,
  InternalRpcError,
  Messages,
  socialSession,
  SocialPaths,
  type SocialSession,
  UserRejectedRequestError,
} from '@porthole/protocol'
import type { AuthFetch } from '../http/index.js'
import { fetchJson, HttpError, type HttpTexts } from '../http/index.js'

/** The worker's social login result route, as the frame (same origin) calls it. */
export type SocialClient = {
  redeem(resultUri: string, resultKey: string): Promise<SocialSession>
}

const SOCIAL_TEXTS: HttpTexts = {
  network: Messages.failedToConnect,
  timeout: Alerts.iframeRequestTimeout,
  refused: () => Messages.failedToConnect,
  malformed: () => Messages.failedToConnect,
}

/** What the connect request that redeems the result fails with: the visitor's no at the provider is a rejection, as with a wallet. */
function connectFailure(error: HttpError) {
  if (error.code === 'connectionRejected') return new UserRejectedRequestError(Messages.connectionRejected, undefined, { cause: error })
  if (error.code === 'socialNotInitiated') return new InternalRpcError(Messages.failedToInitiateSocial, undefined, { cause: error })
  return new InternalRpcError(error.message, undefined, { cause: error })
}

/**
 * Redeeming a social login's result (after the popup, or the redirect back)
 * is the social connect call: after its time it fails with
 * 'iframe request timeout' and the request is aborted.
 */
export function createSocialClient(fetch: AuthFetch, { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {}): SocialClient {
  return {
    redeem: (resultUri, resultKey) =>
      fetchJson(fetch, SocialPaths.result, { body: { resultUri, resultKey }, timeoutMs: connectTimeoutMs }, socialSession(), SOCIAL_TEXTS).catch(
        (error: unknown) => {
          throw error instanceof HttpError ? connectFailure(error) : error
        },
      ),
  }
}
