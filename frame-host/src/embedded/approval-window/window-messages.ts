import * as z from 'zod/mini'
import { passkeyOperationSignature } from '@porthole/protocol'
import { approvalRequest } from './approval-request.js'

/**
 * The frame and its approval window talk over postMessage, both on the frame's
 * origin: each side reads only messages from the other's window object and this
 * origin, of a known shape, and posts only to this origin.
 */
const windowMessage = () =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('porthole-approval-ready'), id: z.string() }),
    z.object({ type: z.literal('porthole-approval-request'), request: approvalRequest() }),
    z.object({
      type: z.literal('porthole-approval-answer'),
      id: z.string(),
      approved: z.boolean(),
      digest: z.optional(z.string()),
      // A passkey account's operation as its passkey signed it in the window.
      signature: z.optional(passkeyOperationSignature()),
    }),
  ])
export type WindowMessage = z.infer<ReturnType<typeof windowMessage>>

type Arrival = Pick<MessageEvent, 'data' | 'origin' | 'source'>

/** The message if it comes from `from` on `origin` and has the shape `schema` says; otherwise undefined. */
export function readMessageFrom<T>(schema: z.ZodMiniType<T>, event: Arrival, from: MessageEventSource | null, origin: string): T | undefined {
  if (from === null || event.source !== from || event.origin !== origin) return undefined
  const parsed = schema.safeParse(event.data)
  return parsed.success ? parsed.data : undefined
}

/** An approval window's message if it comes from `from` on `origin` and has a known shape; otherwise undefined. */
export const readWindowMessage = (event: Arrival, from: MessageEventSource | null, origin: string): WindowMessage | undefined =>
  readMessageFrom(windowMessage(), event, from, origin)

export const postToOwnOrigin = (target: Window, message: WindowMessage) => target.postMessage(message, location.origin)
