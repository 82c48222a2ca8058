import * as z from 'zod/mini'
import { HANDSHAKE_TAG, PROTOCOL_VERSION } from './constants.js'
import type { Envelope } from './envelope.js'
import { hostWallet, hostWallets, providerEvent, rpcRequest, type HostWallet, type ProviderEvent, type RpcRequest } from './provider-messages.js'
import { Themes, Views, type View } from './views.js'

/** The one message that crosses as a window message: it carries the two ports. */
export const handshake = z.object({
  tag: z.literal(HANDSHAKE_TAG),
  version: z.literal(PROTOCOL_VERSION),
})
export type Handshake = z.infer<typeof handshake>

export const view = z.enum(Views)
export const theme = z.enum(Themes)

/** What the frame tells the page. */
export const frameEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open'), view }),
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('view'), view }),
  /** An EIP-1193 event for the page's provider. */
  z.object({ type: z.literal('provider'), event: providerEvent, data: z.unknown() }),
])
export type FrameEvent = z.infer<typeof frameEvent>

export const helloResult = z.object({ version: z.number(), projectId: z.string() })
export type HelloResult = z.infer<typeof helloResult>

/**
 * Argument tuples of each side's facade, checked on arrival. A method not
 * named here cannot be reached through the channel.
 */
export const frameMethods = {
  hello: z.tuple([]),
  open: z.tuple([z.optional(view)]),
  close: z.tuple([]),
  /** A dapp's EIP-1193 request through `porthole.provider`. */
  request: z.tuple([rpcRequest]),
  /** The wallets injected in the page, sent again whenever the list changes. */
  setHostWallets: z.tuple([hostWallets]),
  /** An EIP-1193 event of one of those wallets. */
  hostWalletEvent: z.tuple([hostWallet.shape.uuid, providerEvent, z.unknown()]),
} as const

export const pageMethods = {
  emit: z.tuple([frameEvent]),
  /** A request the frame routes to one of the page's wallets, by uuid; answered by that exact provider. */
  hostWalletRequest: z.tuple([hostWallet.shape.uuid, rpcRequest]),
} as const

/** The frame's facade, as the page calls it. */
export type FrameApi = {
  hello(): Promise<Envelope<HelloResult>>
  open(view?: View): Promise<Envelope<null>>
  close(): Promise<Envelope<null>>
  request(args: RpcRequest): Promise<Envelope<unknown>>
  setHostWallets(wallets: HostWallet[]): Promise<Envelope<null>>
  hostWalletEvent(uuid: string, event: ProviderEvent, data: unknown): Promise<Envelope<null>>
}

/** The page's facade, as the frame calls it. */
export type PageApi = {
  emit(event: FrameEvent): Promise<Envelope<null>>
  hostWalletRequest(uuid: string, args: RpcRequest): Promise<Envelope<unknown>>
}

export type Methods = Record<string, z.ZodMiniType<readonly unknown[]>>
