import type { FrameServices, FrameState, FrameThunk } from '../store/index.js'
import type { AuthRequest, SignedIn } from './sign-client.js'
import { signedIn } from '../siwx/index.js'

/**
 * One-click auth over WalletConnect: with sign-in on, a pairing asks
 * the worker for a sign-in request for the handshake's page (a fresh nonce,
 * no account yet: the wallet picks it), which `authenticate` carries.
 * Undefined when sign-in is off or the worker cannot answer: the pairing is a
 * plain one and SIWXSignMessage follows connect.
 */
export async function oneClickRequest(state: FrameState, services: FrameServices, eip155Chains: string[]): Promise<AuthRequest | undefined> {
  const { config, pageOrigin } = state.siwx
  const [chainId] = eip155Chains
  if (!config || !pageOrigin || chainId === undefined) return undefined
  try {
    const request = await services.siwx.request({ origin: pageOrigin, chainId })
    // The request must name the page the handshake accepted, whatever answered.
    if (request.uri !== pageOrigin || request.domain !== new URL(pageOrigin).host) return undefined
    return {
      domain: request.domain,
      uri: request.uri,
      nonce: request.nonce,
      statement: request.statement,
      resources: request.resources,
      expirationTime: request.expirationTime,
    }
  } catch {
    return undefined
  }
}

/** The wallet signed in as it connected: the worker verifies it like any sign-in; if it refuses, SIWXSignMessage asks after connect. */
export function completeOneClick({ message, signature }: SignedIn): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, services) => {
    try {
      dispatch(signedIn({ session: await services.siwx.verify(message, signature), namespace: 'eip155' }))
    } catch {
      // Nothing kept: connectionEstablished finds no session and asks the two-step way.
    }
  }
}
