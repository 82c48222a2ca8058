import { PasskeyFlowMessages, UserRejectedRequestError, type PasskeyChallenge, type PasskeyRegistration } from '@porthole/protocol'
import { postPasskeyMessage, readPasskeyMessage, type CreatedPasskey, type PasskeyCreation } from '../approval-window/passkey-window-messages.js'

/** How often the frame checks that the visitor has not closed the passkey window. */
const CLOSED_CHECK_MS = 500

/**
 * The frame's side of the passkey window (the worker's /approval document in
 * its passkey mode, opened by the visitor's click): hands it the creation once
 * both the window says it is ready and the challenge is in, and settles with
 * the credential it made, or undefined when the visitor cancelled or closed it.
 */
export function passkeyFromWindow(popup: Window, id: string, creation: Promise<PasskeyCreation>): Promise<CreatedPasskey | undefined> {
  return new Promise((resolve, reject) => {
    let ready = false
    let request: PasskeyCreation | undefined
    const send = () => ready && request && postPasskeyMessage(popup, { type: 'porthole-passkey-request', creation: request })
    const end = (credential: CreatedPasskey | undefined) => {
      removeEventListener('message', listener)
      clearInterval(closedCheck)
      resolve(credential)
    }
    const listener = (event: MessageEvent) => {
      const message = readPasskeyMessage(event, popup, location.origin)
      if (message?.type === 'porthole-passkey-ready' && message.id === id) {
        ready = true
        send()
      }
      if (message?.type === 'porthole-passkey-answer' && message.id === id) {
        // The frame closes the window once it has the answer, not the window itself: had the window
        // closed first, the check below could find it closed before this message and call a made passkey cancelled.
        popup.close()
        end(message.credential)
      }
    }
    const closedCheck = setInterval(() => popup.closed && end(undefined), CLOSED_CHECK_MS)
    addEventListener('message', listener)
    creation.then(
      (made) => {
        request = made
        send()
      },
      (error: unknown) => {
        removeEventListener('message', listener)
        clearInterval(closedCheck)
        popup.close()
        reject(error)
      },
    )
  })
}

/**
 * A passkey the window made for the worker's `challenge`: the key it reported, and the registration
 * and challenge id the worker checks. The visitor's cancel (or closing the window) is a 4001.
 */
export async function passkeyForChallenge(
  popup: Window,
  id: string,
  challenge: Promise<PasskeyChallenge>,
  pageOrigin: string | undefined,
  purpose: PasskeyCreation['purpose'] = 'create',
): Promise<{ created: CreatedPasskey; challengeId: string; credential: PasskeyRegistration }> {
  const created = await passkeyFromWindow(
    popup,
    id,
    challenge.then((made) => ({ id, challenge: made, purpose, ...(pageOrigin ? { pageOrigin } : {}) })),
  )
  if (!created) throw new UserRejectedRequestError(PasskeyFlowMessages.cancelled)
  const credential = { id: created.id, clientDataJSON: created.clientDataJSON, attestationObject: created.attestationObject }
  return { created, challengeId: (await challenge).challengeId, credential }
}
