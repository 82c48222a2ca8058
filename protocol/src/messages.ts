import * as z from 'zod/mini'
import { HANDSHAKE_TAG, PROTOCOL_VERSION } from './constants.js'
import type { Envelope } from './envelope.js'
import { lazy } from './lazy.js'
import { hostWallets, providerEvent, rpcRequest, walletUuid, type HostWallet, type ProviderEvent, type RpcRequest } from './provider-messages.js'
import { dappMetadata, type DappMetadata } from './dapp.js'
import { siwxSession } from './siwx.js'
import { themeSync, type ThemeSync } from './theme.js'
import { caipChainId } from './chain-data.js'
import { pageEvent, pageSnapshot } from './page-state.js'
import { Namespaces, type Namespace } from './chain-family.js'
import { FullNamespaces } from './families.js'
import { Views, type View } from './views.js'

/** The one message that crosses as a window message: it carries the two ports. */
export const handshake = lazy(() =>
  z.object({
    tag: z.literal(HANDSHAKE_TAG),
    version: z.literal(PROTOCOL_VERSION),
  }),
)
export type Handshake = z.infer<ReturnType<typeof handshake>>

export const view = lazy(() => z.enum(Views))

/** What the frame tells the page. */
export const frameEvent = lazy(() =>
  z.union([
    z.object({ type: z.literal('open'), view: view() }),
    z.object({ type: z.literal('close') }),
    z.object({ type: z.literal('view'), view: view() }),
    /** An EIP-1193 event for the page's provider; with namespace 'solana', for the Wallet Standard wallet (accountsChanged: base58 addresses). */
    z.object({ type: z.literal('provider'), event: providerEvent(), data: z.unknown(), namespace: z.optional(z.enum(FullNamespaces)) }),
    /** The sign-in session, whenever it changes; null when it ends. */
    z.object({ type: z.literal('siwx'), session: z.nullable(siwxSession()) }),
    /** The page API's snapshot (modal, accounts, networks), whenever any of it changes. */
    z.object({ type: z.literal('state'), snapshot: pageSnapshot() }),
    /** One of the widget's moments (MODAL_OPEN, CONNECT_SUCCESS, …), as `porthole.subscribeEvents` reports it. */
    z.object({ type: z.literal('event'), event: pageEvent() }),
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
  /** The view, and the chain family to work with (AppKit's `open({ view, namespace })`). */
  open: lazy(() => z.tuple([z.optional(view()), z.optional(z.enum(Namespaces))])),
  close: lazy(() => z.tuple([])),
  /** `porthole.switchNetwork`: what `wallet_switchEthereumChain` does, for any family the frame offers. */
  switchNetwork: lazy(() => z.tuple([caipChainId()])),
  /** `porthole.disconnect`: what the dapp could do by `wallet_revokePermissions`; the family's wallet, or the active family's. */
  disconnect: lazy(() => z.tuple([z.optional(z.enum(Namespaces))])),
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
  /** The site's theme (mode and variables, all of them, checked again here), sent after every handshake and by `porthole.setTheme`. */
  setTheme: lazy(() => z.tuple([themeSync()])),
} as const

export const pageMethods = {
  emit: lazy(() => z.tuple([frameEvent()])),
  /** A request the frame routes to one of the page's wallets, by uuid; answered by that exact provider. */
  hostWalletRequest: lazy(() => z.tuple([walletUuid(), rpcRequest()])),
} as const

/** The frame's facade, as the page calls it. */
export type FrameApi = {
  hello(): Promise<Envelope<HelloResult>>
  open(view?: View, namespace?: Namespace): Promise<Envelope<null>>
  close(): Promise<Envelope<null>>
  switchNetwork(caipNetworkId: string): Promise<Envelope<null>>
  disconnect(namespace?: Namespace): Promise<Envelope<null>>
  request(args: RpcRequest, id?: string): Promise<Envelope<unknown>>
  cancel(id: string): Promise<Envelope<null>>
  setHostWallets(wallets: HostWallet[]): Promise<Envelope<null>>
  hostWalletEvent(uuid: string, event: ProviderEvent, data: unknown): Promise<Envelope<null>>
  setDappData(metadata: DappMetadata): Promise<Envelope<null>>
  setTheme(theme: ThemeSync): Promise<Envelope<null>>
}

/** The page's facade, as the frame calls it. */
export type PageApi = {
  emit(event: FrameEvent): Promise<Envelope<null>>
  hostWalletRequest(uuid: string, args: RpcRequest): Promise<Envelope<unknown>>
}

/** Each method's argument schema, built when first needed. */
export type Methods = Record<string, () => z.ZodMiniType<readonly unknown[]>>
