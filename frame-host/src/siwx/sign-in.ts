import type { Namespace } from '@porthole/protocol'
import { toHex } from 'viem'
import { activeConnector } from '../connector-registry.js'
import { type FrameThunk } from '../store/index.js'
import { closeModal } from '../shared-state/index.js'
import { HttpError } from '../http/index.js'
import { signedIn, signInFailed, signInPrepared, signInPreparing, signInStarted, type SignInFailure } from './siwx-slice.js'

/** The worker's refusal (its own text) or the client's text for no answer; anything else, `otherwise`. */
const failure = (error: unknown, otherwise: SignInFailure): SignInFailure =>
  error instanceof HttpError && error.code !== 'malformed' ? { code: 'failed', text: error.message } : otherwise

/** Asks the worker for a message for the handshake's page origin, the connected account and its network. */
export function prepareSignIn(namespace: Namespace): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const { pageOrigin } = getState().siwx
    const accountAddress = getState().connection[namespace].accounts[0]?.address
    const chainId = getState().network.active[namespace]
    dispatch(signInPreparing(namespace))
    if (!pageOrigin || !accountAddress) return void dispatch(signInFailed({ code: 'noAccount' }))
    try {
      const message = await services.siwx.message({ origin: pageOrigin, accountAddress, chainId })
      // The message must name the page the handshake accepted and the connected account, whatever answered.
      if (message.uri !== pageOrigin || message.domain !== new URL(pageOrigin).host || message.accountAddress !== accountAddress) {
        return void dispatch(signInFailed({ code: 'messageMismatch' }))
      }
      dispatch(signInPrepared(message))
    } catch (error) {
      dispatch(signInFailed(failure(error, { code: 'notPrepared' })))
    }
  }
}

/**
 * The message as `solana_signMessage` takes it, for a family that signs with
 * its own method rather than `personal_sign`. Its encoding loads with the
 * family's chunk, so an EVM sign-in (or the modal's preload) never fetches it.
 */
const messageParams: Partial<Record<Namespace, (text: string) => Promise<string>>> = {
  solana: async (text) => (await import('../solana/lazy.js')).solanaMessageParam(text),
}

/** The active connector signs the message, whichever wallet that is; the worker verifies it and the session is kept. */
export function signIn(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const { message, namespace } = getState().siwx
    const connector = namespace && activeConnector({ dispatch, getState, services }, namespace)
    if (!message || !connector) return
    dispatch(signInStarted())
    try {
      const text = message.serializedMessage
      const solanaMessage = await messageParams[namespace]?.(text)
      const signature =
        solanaMessage !== undefined
          ? await connector.request({ method: 'solana_signMessage', params: { message: solanaMessage, pubkey: message.accountAddress } })
          : await connector.request({ method: 'personal_sign', params: [toHex(text), message.accountAddress] })
      const encoded = typeof signature === 'object' && signature !== null && 'signature' in signature ? signature.signature : signature
      if (typeof encoded !== 'string') return void dispatch(signInFailed({ code: 'noSignature' }))
      dispatch(signedIn({ session: await services.siwx.verify(text, encoded), namespace }))
      dispatch(closeModal())
    } catch (error) {
      dispatch(signInFailed(failure(error, { code: 'declined' })))
    }
  }
}
