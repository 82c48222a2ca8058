import { AlertError, Alerts, type Namespace, type RpcRequest, type SiwxSession } from '@porthole/protocol'
import type { Wallet } from '@wallet-standard/base'
import type { attachFrame as AttachFrame, FrameController, OpenTarget } from './channel/frame-controller.js'
import { afterPageLoad } from './after-page-load.js'
import { createEmitter, type Listener } from './emitter.js'
import { createOverlay } from './overlay.js'
import { createPageApi, type PortholePageApi } from './page-api.js'
import { createProvider, type Provider } from './provider.js'
import type { ScriptOptions } from './script-options.js'
import { createSolanaWallet } from './solana-wallet.js'
import { takeResultUri } from './social-return.js'

/** Address of the page-channel chunk, fixed at build time (hashed, cached for a year). */
declare const __PORTHOLE_CHANNEL__: string

type PortholeEvent = 'open' | 'close' | 'view' | 'siwx'
type ChannelChunk = { attachFrame: typeof AttachFrame }

const loadChannel = (origin: string): Promise<ChannelChunk> => import(/* @vite-ignore */ origin + __PORTHOLE_CHANNEL__)

export type Porthole = PortholePageApi & {
  /** A view, or AppKit's `{ view, namespace }`. */
  open(target?: OpenTarget): Promise<void>
  close(): Promise<void>
  on(event: PortholeEvent, fn: Listener): void
  off(event: PortholeEvent, fn: Listener): void
  /** Resolves when the frame answered the handshake; rejects with the spec's alert text. */
  readonly ready: Promise<void>
  /** EIP-1193; requests made before `ready` wait for it. */
  readonly provider: Provider
  /** Porthole as a Solana Wallet Standard wallet (also registered with the page's apps); features wait for `ready`. */
  readonly solana: Wallet
  /** Sign-in with X: the session the worker verified, for the site's backend to verify again itself. */
  readonly siwx: PortholeSiwx
  /**
   * A request of a partly supported chain family (bip122, polkadot, cosmos) in WalletConnect's
   * method shapes for it, answered by the family's connected wallet; with none connected, the
   * accounts methods open Connect on that family.
   */
  request(args: FamilyRequest): Promise<unknown>
}

export type FamilyRequest = { namespace: Namespace; method: string; params?: unknown }

export type PortholeSiwx = {
  /** The live session (address, CAIP-2 chain, expiry, the signed message and its signature), or null. */
  getSession(): SiwxSession | null
  /** Called with the new session (null when it ends) whenever it changes; returns the unsubscribe. */
  onChange(fn: (session: SiwxSession | null) => void): () => void
}

/**
 * The bootstrap: everything a site touches synchronously. The channel (comlink
 * and zod) arrives as a second script in parallel with the frame, so the
 * pasted snippet stays a few hundred bytes of work on the host page.
 */
export function createPorthole(
  { origin, projectId, theme, themeVariables, reconnect, siwx, configError, features, basic, debug, locale, dapp }: ScriptOptions,
  load = loadChannel,
): Porthole {
  const events = createEmitter()
  let siwxSession: SiwxSession | null = null
  events.on('siwx', (session) => (siwxSession = (session as SiwxSession | null) ?? null))
  const { provider, emit: emitProvider } = createProvider((args, signal) => whenReady().then((c) => c.request(args, signal)))
  const { wallet: solana, emit: emitSolana } = createSolanaWallet(() => whenReady().then((c) => c.solana))
  let controller: Promise<FrameController> | undefined
  let resolve!: () => void
  let reject!: (error: Error) => void
  const ready = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  ready.then(undefined, (error: Error) => console.error(`[porthole] ${error.message}`))

  function start(): Promise<FrameController> {
    if (controller) return controller
    if (!projectId) {
      reject(new AlertError(Alerts.projectIdNotConfigured))
      // `ready` is rejected and already observed: every later call fails with its alert.
      return (controller = ready as unknown as Promise<FrameController>)
    }
    if (configError) {
      reject(new Error(configError))
      return (controller = ready as unknown as Promise<FrameController>)
    }
    // A social login that came back by redirect: the frame redeems its result_uri.
    const resultUri = takeResultUri(window)
    const query =
      `projectId=${encodeURIComponent(projectId)}${theme ? `&theme=${encodeURIComponent(theme)}` : ''}${reconnect ? '' : '&reconnect=0'}${siwx ? `&siwx=${siwx}` : ''}` +
      (features ? `&features=${encodeURIComponent(features)}` : '') +
      (basic === undefined ? '' : `&basic=${basic ? 1 : 0}`) +
      (debug ? '&debug=1' : '') +
      (locale ? `&locale=${encodeURIComponent(locale)}` : '') +
      (resultUri === undefined ? '' : `&result_uri=${encodeURIComponent(resultUri)}`)
    const iframe = createOverlay(`${origin}/frame?${query}`)
    const createdAt = Date.now()
    let loaded = false
    iframe.addEventListener('load', () => (loaded = true), { once: true })
    ;(document.body ?? document.documentElement).append(iframe)
    controller = load(origin).then(({ attachFrame }) =>
      attachFrame({
        iframe,
        loaded,
        createdAt,
        origin,
        projectId,
        dapp,
        theme,
        themeVariables,
        emit: events.emit,
        provider,
        emitProvider,
        solanaWallet: solana,
        emitSolana,
      }),
    )
    // The chunk has its own copy of the error classes: the site gets this bundle's AlertError.
    controller
      .then((c) => c.ready)
      .then(resolve, (error: Error) => reject(new AlertError(error.name === 'AlertError' ? error.message : Alerts.iframeLoadFailed)))
    return controller
  }

  // Waits on `ready`, not on the chunk: a chunk that failed to load rejects with its alert too.
  const whenReady = () => (start(), ready.then(() => controller!))

  // The frame and the chunk wait for the page, unless the dapp calls first: then `start` ran already.
  afterPageLoad(() => void start())

  return Object.freeze({
    ready,
    // Not behind `ready`: the frame hears `open` right after the handshake, one round trip sooner.
    // Whatever it fails with, a frame that could not start answers with its alert.
    open: (target?: OpenTarget) =>
      start()
        .then((c) => c.open(target))
        .catch(async (error: unknown) => {
          await ready
          throw error
        }),
    close: () => (controller ? whenReady().then((c) => c.close()) : Promise.resolve()),
    on: events.on,
    off: events.off,
    ...createPageApi(events, whenReady),
    provider,
    solana,
    // The frame checks everything; the channel refuses what its schema does not take.
    request: ({ namespace, method, params }: FamilyRequest) => whenReady().then((c) => c.request({ namespace, method, params } as RpcRequest)),
    siwx: Object.freeze({
      getSession: () => siwxSession,
      onChange(fn: (session: SiwxSession | null) => void) {
        const listener = (session?: unknown) => fn((session as SiwxSession | null) ?? null)
        events.on('siwx', listener)
        return () => events.off('siwx', listener)
      },
    }),
  })
}
