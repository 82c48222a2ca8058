import { passkeyChallenge, passkeyRegistration } from '@porthole/protocol'
import * as z from 'zod/mini'
import { readMessageFrom } from './window-messages.js'

/**
 * The frame and the passkey window (the approval document in its passkey
 * mode) talk over postMessage on their one origin, by the rules of
 * window-messages.ts: only the other's window, this origin, a known shape.
 */

/** A passkey to create: the worker's challenge, and the page's origin from the handshake, which the window shows. */
/** `purpose`: what the window tells the visitor the passkey is for (a new account, securing this one's smart account, another passkey for this account, or its owner after a recovery). */
const passkeyCreation = () =>
  z.object({
    id: z.string().check(z.maxLength(64)),
    challenge: passkeyChallenge(),
    pageOrigin: z.optional(z.string()),
    purpose: z.optional(z.enum(['create', 'secure', 'add', 'recover'])),
  })
export type PasskeyCreation = z.infer<ReturnType<typeof passkeyCreation>>

/** The credential the window made, with the public key the browser reported for it (0x04 ‖ x ‖ y). */
const createdPasskey = () => z.object({ ...passkeyRegistration().shape, publicKey: z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/)) })
export type CreatedPasskey = z.infer<ReturnType<typeof createdPasskey>>

const passkeyMessage = () =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('porthole-passkey-ready'), id: z.string() }),
    z.object({ type: z.literal('porthole-passkey-request'), creation: passkeyCreation() }),
    // No credential: the visitor cancelled, in the window or in the browser's passkey prompt.
    z.object({ type: z.literal('porthole-passkey-answer'), id: z.string(), credential: z.optional(createdPasskey()) }),
  ])
export type PasskeyMessage = z.infer<ReturnType<typeof passkeyMessage>>

/** The message if it comes from `from` on `origin` and has a known shape; otherwise undefined. */
export const readPasskeyMessage = (
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  from: MessageEventSource | null,
  origin: string,
): PasskeyMessage | undefined => readMessageFrom(passkeyMessage(), event, from, origin)

export const postPasskeyMessage = (target: Window, message: PasskeyMessage) => target.postMessage(message, location.origin)
