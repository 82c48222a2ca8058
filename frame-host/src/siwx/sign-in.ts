import type { Namespace } from '@porthole/protocol'
import { toHex } from 'viem'
import { disconnect } from '../connection/disconnect.js'
import { activeConnector } from '../connectors/registry.js'
import { closeModal } from '../store/modal-slice.js'
import type { FrameThunk } from '../store/types.js'
import { SiwxError } from './siwx-client.js'
import { signedIn, signInFailed, signInPrepared, signInPreparing, signInStarted } from './siwx-slice.js'

/** Asks the worker for a message for the handshake's page origin, the connected account and its network. */
export function prepareSignIn(namespace: Namespace): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const { pageOrigin } = getState().siwx
    const accountAddress = getState().connection[namespace].accounts[0]?.address
    const chainId = getState().network.active[namespace]
    dispatch(signInPreparing(namespace))
    try {
      if (!pageOrigin || !accountAddress) throw new SiwxError('Connect a wallet to sign in')
      const message = await services.siwx.message({ origin: pageOrigin, accountAddress, chainId })
      // The message must name the page the handshake accepted and the connected account, whatever answered.
      if (message.uri !== pageOrigin || message.domain !== new URL(pageOrigin).host || message.accountAddress !== accountAddress) {
        throw new SiwxError('The sign-in message does not match this page')
      }
      dispatch(signInPrepared(message))
    } catch (error) {
      dispatch(signInFailed(error instanceof SiwxError ? error.message : 'Sign-in failed'))
    }
  }
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
      // The Solana encoding loads with the Solana chunk, so an EVM sign-in (or the modal's preload) never fetches it.
      const solanaMessage = namespace === 'solana' ? (await import('../solana/message-param.js')).solanaMessageParam(text) : undefined
      const signature =
        solanaMessage !== undefined
          ? await connector.request({ method: 'solana_signMessage', params: { message: solanaMessage, pubkey: message.accountAddress } })
          : await connector.request({ method: 'personal_sign', params: [toHex(text), message.accountAddress] })
      const encoded = typeof signature === 'object' && signature !== null && 'signature' in signature ? signature.signature : signature
      if (typeof encoded !== 'string') throw new SiwxError('The wallet returned no signature')
      dispatch(signedIn({ session: await services.siwx.verify(text, encoded), namespace }))
      dispatch(closeModal())
    } catch (error) {
      dispatch(signInFailed(error instanceof SiwxError ? error.message : 'The signature was declined'))
    }
  }
}

/** Declining: a required sign-in disconnects, an optional one just closes. */
export function cancelSignIn(): FrameThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { config, namespace } = getState().siwx
    if (config?.required) await dispatch(disconnect({ namespace: namespace ?? 'eip155' }))
    else dispatch(closeModal())
  }
}
