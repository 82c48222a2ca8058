import type { Endpoint } from 'comlink'
import * as z from 'zod/mini'
import { envelope } from './envelope.js'
import { InvalidParamsRpcError } from './errors.js'
import { lazy } from './lazy.js'
import type { Methods } from './messages.js'

/** A comlink message reduced to what we accept: a call of a listed method. */
type Listener = (event: { data: unknown }) => void

const id = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)))

const callMessage = lazy(() =>
  z.object({
    id: id(),
    type: z.literal('APPLY'),
    path: z.tuple([z.string().check(z.maxLength(64))]),
    argumentList: z.array(z.object({ type: z.literal('RAW'), value: z.unknown() })).check(z.maxLength(8)),
  }),
)
/** What a serving port accepts: a call, or comlink's release of the proxy; one parse tells which. */
const incomingMessage = lazy(() => z.union([callMessage(), z.object({ id: id(), type: z.literal('RELEASE') })]))
const replyMessage = lazy(() => z.object({ id: id(), type: z.literal('RAW'), value: envelope() }))

export function warnDropped(reason: string): void {
  console.warn(`[porthole] ignored a message: ${reason}`)
}

/**
 * Checks an incoming call against the method table. Returns a fresh message
 * holding only parsed values, or undefined. GET, SET, CONSTRUCT, ENDPOINT and
 * proxies never pass, so a peer reaches the facade's methods and nothing else.
 */
export function parseCall(methods: Methods, data: unknown): object | undefined {
  const message = incomingMessage().safeParse(data)
  if (!message.success) return undefined
  if (message.data.type === 'RELEASE') return message.data
  const { id, path, argumentList } = message.data
  const [name] = path
  if (!Object.hasOwn(methods, name)) return undefined
  const args = methods[name]!().safeParse(argumentList.map((a) => a.value))
  if (!args.success) return undefined
  return {
    id,
    type: 'APPLY',
    path: [name],
    argumentList: args.data.map((value) => ({ type: 'RAW', value })),
  }
}

/**
 * A call of a listed method whose arguments fail their schema still gets an
 * answer, -32602, so the caller learns at once instead of at its timeout.
 */
export function refuseCall(methods: Methods, data: unknown): object | undefined {
  const call = callMessage().safeParse(data)
  if (!call.success || !Object.hasOwn(methods, call.data.path[0])) return undefined
  const error = new InvalidParamsRpcError().toJSON()
  return { id: call.data.id, type: 'RAW', value: { ok: false, error } }
}

/** Checks a reply: a plain envelope, never a thrown value or a proxy. */
export function parseReply(data: unknown): object | undefined {
  const reply = replyMessage().safeParse(data)
  return reply.success ? reply.data : undefined
}

/**
 * A comlink endpoint over one port that lets through only what `parse`
 * accepts; what it refuses is dropped with a warning, and answered when
 * `refuse` knows how.
 */
export function guardedEndpoint(port: MessagePort, parse: (data: unknown) => object | undefined, refuse?: (data: unknown) => object | undefined): Endpoint {
  const wrapped = new Map<unknown, (event: MessageEvent) => void>()
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(_type: string, listener: unknown) {
      const inner = (event: MessageEvent) => {
        const data = parse(event.data)
        if (data === undefined) {
          warnDropped('it does not match the channel schema')
          const reply = refuse?.(event.data)
          if (reply) port.postMessage(reply)
          return
        }
        ;(listener as Listener)({ data })
      }
      wrapped.set(listener, inner)
      port.addEventListener('message', inner)
    },
    removeEventListener(_type: string, listener: unknown) {
      const inner = wrapped.get(listener)
      if (inner) port.removeEventListener('message', inner)
      wrapped.delete(listener)
    },
    start: () => port.start(),
  }
}
