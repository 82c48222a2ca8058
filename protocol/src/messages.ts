import * as z from 'zod/mini'
import { HANDSHAKE_TAG, PROTOCOL_VERSION } from './constants.js'
import type { Envelope } from './envelope.js'
import { lazy } from './lazy.js'
import {
  hostWallets,
  providerEvent,
  rpcRequest,
  walletUuid,
  type HostWallet,
  type ProviderEvent,
  type RpcRequest,
} from './provider-messages.js'
import { dappMetadata, type DappMetadata } from './dapp.js'
import { siwxSession } from './siwx.js'
import { Themes, Views, type View } from './views.js'

/** The one message that crosses as a window message: it carries the two ports. */
export const handshake = lazy(() =>
  z.object({
    tag: z.literal(HANDSHAKE_TAG),
    version: z.literal(PROTOCOL_VERSION),
  }),
)
export type Handshake = z.infer<ReturnType<typeof handshake>>

export const view = lazy(() => z.enum(Views))
export const theme = lazy(() => z.enum(Themes))

/** What the frame tells the page. */
export const frameEvent = lazy(() =>
  z.union([
    z.object({ type: z.literal('open'), view: view() }),
    z.object({ type: z.literal('close') }),
    z.object({ type: z.literal('view'), view: view() }),
    /** An EIP-1193 event for the page's provider; with namespace 'solana', for the Wallet Standard wallet (accountsChanged: base58 addresses). */
    z.object({ type: z.literal('provider'), event: providerEvent(), data: z.unknown(), namespace: z.optional(z.enum(['eip155', 'solana'])) }),
    /** The sign-in session, whenever it changes; null when it ends. */
    z.object({ type: z.literal('siwx'), session: z.nullable(siwxSession()) }),
  ]),
)
export type FrameEvent = z.infer<ReturnType<typeof frameEvent>>

/** Names one page request, so the page can withdraw it (`cancel`). */
export const requestId = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)))

export const helloResult = lazy(() => z.object({ version: z.number(), projectId: z.string() }))
export type HelloResult = z.infer<ReturnType<typeof helloResult>>

/**
 * Argument tuples of each side's facade, checked on arrival, each built on
 * its method's first call. A method not named here cannot be reached through
 * the channel.
 */
export const frameMethods = {
  hello: lazy(() => z.tuple([])),
  open: lazy(() => z.tuple([z.optional(view())])),
  close: lazy(() => z.tuple([])),
  /** A dapp's EIP-1193 request through `porthole.provider`, with the id `cancel` withdraws it by. */
  request: lazy(() => z.tuple([rpcRequest(), z.optional(requestId())])),
  /** The page no longer waits for that request (timed out, aborted, page leaving): the frame drops it. */
  cancel: lazy(() => z.tuple([requestId()])),
  /** The wallets injected in the page, sent again whenever the list changes. */
  setHostWallets: lazy(() => z.tuple([hostWallets()])),
  /** An EIP-1193 event of one of those wallets. */
  hostWalletEvent: lazy(() => z.tuple([walletUuid(), providerEvent(), z.unknown()])),
  /** The page's name, description, origin and icons, sent after every handshake: what WalletConnect wallets are shown. */
  setDappData: lazy(() => z.tuple([dappMetadata()])),
} as const

export const pageMethods = {
  emit: lazy(() => z.tuple([frameEvent()])),
  /** A request the frame routes to one of the page's wallets, by uuid; answered by that exact provider. */
  hostWalletRequest: lazy(() => z.tuple([walletUuid(), rpcRequest()])),
} as const

/** The frame's facade, as the page calls it. */
export type FrameApi = {
  hello(): Promise<Envelope<HelloResult>>
  open(view?: View): Promise<Envelope<null>>
  close(): Promise<Envelope<null>>
  request(args: RpcRequest, id?: string): Promise<Envelope<unknown>>
  cancel(id: string): Promise<Envelope<null>>
  setHostWallets(wallets: HostWallet[]): Promise<Envelope<null>>
  hostWalletEvent(uuid: string, event: ProviderEvent, data: unknown): Promise<Envelope<null>>
  setDappData(metadata: DappMetadata): Promise<Envelope<null>>
}

/** The page's facade, as the frame calls it. */
export type PageApi = {
  emit(event: FrameEvent): Promise<Envelope<null>>
  hostWalletRequest(uuid: string, args: RpcRequest): Promise<Envelope<unknown>>
}

/** Each method's argument schema, built when first needed. */
export type Methods = Record<string, () => z.ZodMiniType<readonly unknown[]>>
