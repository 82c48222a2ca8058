import {
  AbortedError,
  AlertError,
  Alerts,
  DefaultNamespace,
  FRAME_LOAD_TIMEOUT_MS,
  frameMethods,
  InvalidParamsRpcError,
  PortholeError,
  PROVIDER_REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  type FrameEvent,
  type HostWallet,
  type Namespace,
  type ProviderEvent,
  type RpcRequest,
  type ThemeInput,
  type View,
} from '@porthole/protocol'
import { getWallets } from '@wallet-standard/app'
import { combineRelays } from '../host-wallets/combine.js'
import { relayFamilyWallets } from '../host-wallets/family-relay.js'
import { relayHostWallets } from '../host-wallets/relay.js'
import { relaySolanaWallets } from '../solana/solana-relay.js'
import { setOverlayVisible } from '../overlay.js'
import type { DappAttributes } from '../script-options.js'
import { readDappMetadata } from './dapp-metadata.js'
import { createSnapshotRelay } from './page-snapshot-relay.js'
import { createSiteTheme } from './site-theme.js'
import type { SolanaChange } from '../solana-wallet.js'
import { createSolanaFeatures, type SolanaFeatures } from '../solana/features.js'
import { openFrameSession, type FrameSession } from './frame-session.js'
import { explainSilentFrame } from './frame-status.js'

/** After the frame loaded, how long it may stay silent before we ask the worker why. */
const SILENCE_MS = 1_500

export declare namespace attachFrame {
  type Options = {
    iframe: HTMLIFrameElement
    /** Whether the iframe's load event has already fired. */
    loaded: boolean
    /** When the iframe was created: the frame-load timeout counts from here. */
    createdAt: number
    origin: string
    projectId: string
    /** The snippet's own name, description and icon for the site, over what the page's head says. */
    dapp: DappAttributes
    /** The snippet's `data-theme` and `data-theme-variables` as written: checked here, a bad one said on the console. */
    theme?: string | undefined
    themeVariables?: string | undefined
    emit(event: string, payload?: unknown): void
    /** Porthole's own provider: never relayed to the frame as one of the page's wallets. */
    provider: object
    emitProvider(event: ProviderEvent, data: unknown): void
    /** Porthole's own Wallet Standard wallet: never relayed to the frame either. */
    solanaWallet: object
    /** Its accounts changed. */
    emitSolana(change: SolanaChange): void
  }
}

/** `open`'s argument: a view, or AppKit's `{ view, namespace }`. */
export type OpenTarget = View | { view?: View | undefined; namespace?: Namespace | undefined } | undefined

export type FrameController = {
  ready: Promise<void>
  open(target?: OpenTarget): Promise<void>
  close(): Promise<void>
  switchNetwork(network: string | number): Promise<void>
  disconnect(namespace?: Namespace): Promise<void>
  /** Merges into the site's theme; a TypeError (before anything changes) names what the schema refuses. */
  setTheme(theme: ThemeInput): Promise<void>
  request(args: RpcRequest, signal?: AbortSignal): Promise<unknown>
  /** The Wallet Standard features behind the bootstrap's stubs. */
  solana: SolanaFeatures
}

/** The page end of the channel: handshake, calls, and showing the overlay. */
export function attachFrame(options: attachFrame.Options): FrameController {
  const { iframe, loaded, createdAt, origin, projectId, dapp, emit, provider, emitProvider, solanaWallet, emitSolana } = options
  const siteTheme = createSiteTheme(options.theme, options.themeVariables)
  let session: FrameSession | undefined
  /** Calls made before the first handshake wait for its ports. */
  let posted!: (session: FrameSession) => void
  const firstSession = new Promise<FrameSession>((res) => (posted = res))
  /** Requests the frame is still working on, by id, with the session they went to. */
  const running = new Map<string, FrameSession>()
  let lastRequestId = 0
  let visible = false
  let settled = false
  /** The current frame answered `hello`: it serves, and has Connect ready to draw. */
  let handshook = false
  /** Cold openings of the prepared Connect, shown once the frame answers the handshake. */
  const onHandshake = new Set<() => void>()
  let returnFocus: Element | null = null
  let resolve!: () => void
  let reject!: (error: Error) => void
  const ready = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  const deadline = setTimeout(() => fail(Alerts.iframeLoadFailed), FRAME_LOAD_TIMEOUT_MS - (Date.now() - createdAt))

  function fail(alert: string) {
    if (settled) return
    settled = true
    clearTimeout(deadline)
    reject(new AlertError(alert))
  }

  const quiet = () => {}
  let sent: { to: FrameSession; list: string } | undefined
  const sendWallets = (to: FrameSession, wallets: HostWallet[]) => {
    // The handshake and the relay's first discovery can name the same list in one tick: tell it once.
    const list = JSON.stringify(wallets)
    if (sent?.to === to && sent.list === list) return
    sent = { to, list }
    void to.call('setHostWallets', [wallets]).catch(quiet)
  }
  const onWallets = () => session && sendWallets(session, relay.wallets())
  const onEvent = (uuid: string, event: ProviderEvent, data: unknown) => void session?.call('hostWalletEvent', [uuid, event, data]).catch(quiet)
  // Both relays report in a microtask, after `relay` exists.
  const relay = combineRelays([
    relayHostWallets({ target: window, own: provider, onWallets, onEvent }),
    relaySolanaWallets({ registry: getWallets(), target: window as relaySolanaWallets.Options['target'], own: solanaWallet, onWallets, onEvent }),
    relayFamilyWallets({ registry: getWallets(), target: window as relayFamilyWallets.Options['target'], onWallets }),
  ])
  const solana = createSolanaFeatures({ request, emit: emitSolana })
  const relaySnapshot = createSnapshotRelay(emit)
  /** Each family's provider on the page, by the namespace the frame's provider event names. */
  const providerEvents = { eip155: emitProvider, solana: solana.onFrameEvent }
  // A frame that cannot start has no use for the page's wallets.
  ready.catch(relay.stop)

  async function handshake() {
    handshook = false
    session?.close()
    // The ports go to the frame's origin only. Calls queue on them behind `hello`, in order, so
    // the page's wallets and a first `open` need no round trip of their own.
    const current = openFrameSession(iframe.contentWindow!, origin, onFrameEvent, relay.request)
    session = current
    posted(current)
    const silence = setTimeout(async () => {
      const alert = await explainSilentFrame(origin, projectId)
      if (alert && session === current) fail(alert)
    }, SILENCE_MS)
    try {
      const hello = current.call('hello', [], { timeout: Math.max(FRAME_LOAD_TIMEOUT_MS - (Date.now() - createdAt), 1) })
      // Every handshake, a frame reload's too, starts with the full list and what the page says of itself now.
      sendWallets(current, relay.wallets())
      void current.call('setDappData', [readDappMetadata(document, location, dapp)]).catch(quiet)
      void current.call('setTheme', [siteTheme.current()]).catch(quiet)
      await hello
      handshook = session === current
      if (handshook) for (const showPrepared of onHandshake) showPrepared()
      // Built and run once while idle, so the first `open` after idle checks its arguments without that cost.
      frameMethods.open().safeParse([])
      settled = true
      clearTimeout(deadline)
      resolve()
    } catch (error) {
      if (error instanceof AbortedError) return
      const alert = error instanceof AlertError && !(error instanceof RequestTimeoutError)
      fail(alert ? error.message : Alerts.iframeLoadFailed)
    } finally {
      clearTimeout(silence)
    }
  }

  function onFrameEvent(event: FrameEvent) {
    if (event.type === 'provider') {
      return providerEvents[event.namespace ?? DefaultNamespace](event.event, event.data)
    }
    if (event.type === 'siwx') return emit('siwx', event.session)
    if (event.type === 'state' || event.type === 'event') return relaySnapshot(event)
    // The frame opens itself too (Connect for eth_requestAccounts): the overlay follows it.
    if (event.type !== 'view') show(event.type === 'open')
    emit(event.type, event.type === 'close' ? undefined : { view: event.view })
  }

  /** The overlay's style, which carries the theme's z-index on the page. */
  const restyle = () => setOverlayVisible(iframe, visible, siteTheme.current().themeVariables.zIndex)
  restyle()

  function show(on: boolean) {
    if (on !== visible) {
      visible = on
      restyle()
      if (on) returnFocus = document.activeElement
      else if (returnFocus instanceof HTMLElement) returnFocus.focus()
    }
    if (on && document.activeElement !== iframe) iframe.focus()
  }

  async function call(method: 'open' | 'close', args: [] | [View | undefined, Namespace | undefined]) {
    // Sent without waiting for `hello`'s answer; a frame that cannot start rejects with its alert.
    const current = session ?? (await firstSession)
    try {
      await Promise.all([ready, current.call(method, args as never)])
    } catch (error) {
      // The frame reloaded under the call, which dropped its channel: the reloaded frame hears it instead.
      if (!(error instanceof AbortedError) || session === undefined || session === current) throw error
      await call(method, args)
    }
  }

  async function close() {
    await call('close', [])
    show(false)
  }

  // Fires again when the frame reloads: everything pending is rejected and a new handshake runs.
  iframe.addEventListener('load', () => void handshake())
  if (loaded) void handshake()
  addEventListener('keydown', (event) => {
    if (visible && event.key === 'Escape') void close()
  })
  /** Tells the frame nobody waits for this request any more, so an approval it shows cannot sign for no one. */
  const withdraw = (id: string) => void running.get(id)?.call('cancel', [id]).catch(quiet)

  // A page leaving for the back/forward cache drops the channel (and first what it asked); coming back reloads the frame.
  addEventListener('pagehide', () => {
    for (const id of running.keys()) withdraw(id)
    session?.close()
  })
  addEventListener('pageshow', (event) => {
    if (event.persisted) iframe.src = iframe.src
  })

  async function request(args: RpcRequest, signal?: AbortSignal): Promise<unknown> {
    await ready
    const id = String(++lastRequestId)
    running.set(id, session!)
    try {
      return await session!.call('request', [args, id], { timeout: PROVIDER_REQUEST_TIMEOUT_MS, signal })
    } catch (error) {
      if (error instanceof AbortedError || error instanceof RequestTimeoutError) withdraw(id)
      // Anything else failed before leaving the page: arguments that cannot be cloned.
      throw error instanceof PortholeError ? error : new InvalidParamsRpcError()
    } finally {
      running.delete(id)
    }
  }

  return {
    ready,
    async open(target) {
      const args: [View | undefined, Namespace | undefined] = typeof target === 'object' ? [target.view, target.namespace] : [target, undefined]
      if (!frameMethods.open().safeParse(args).success) {
        const [view, namespace] = args
        throw new TypeError(namespace === undefined ? `Unknown view: ${String(view)}` : `Unknown view or namespace: ${String(view)}, ${namespace}`)
      }
      // A frame that answered the handshake keeps Connect painted, while the iframe is transparent: the
      // default opening shows the iframe in this task, drawn in this page's next frame; a cold one as soon
      // as the frame answers the handshake (before it, the frame may still fail with its alert), since the
      // frame's opening waits for a drawn frame. Another view (or family) is shown once the frame has drawn
      // it, never over the prepared Connect.
      const prepared = (args[0] === undefined || args[0] === 'Connect') && args[1] === undefined
      // Sent first: a frame in a process of its own starts at once.
      const opened = call('open', args)
      let shown = false
      const showPrepared = () => ((shown = true), show(true))
      if (prepared && handshook) showPrepared()
      else if (prepared) onHandshake.add(showPrepared)
      try {
        await opened
      } catch (error) {
        if (shown) show(false)
        throw error
      } finally {
        onHandshake.delete(showPrepared)
      }
      show(true)
    },
    close,
    async switchNetwork(network) {
      const caipNetworkId = typeof network === 'number' ? `eip155:${network}` : network
      if (!frameMethods.switchNetwork().safeParse([caipNetworkId]).success) throw new TypeError(`Not a network: ${String(network)}`)
      await ready
      await session!.call('switchNetwork', [caipNetworkId])
    },
    async disconnect(namespace) {
      if (!frameMethods.disconnect().safeParse([namespace]).success) throw new TypeError(`Unknown namespace: ${String(namespace)}`)
      await ready
      await session!.call('disconnect', [namespace])
    },
    async setTheme(input) {
      const theme = siteTheme.set(input)
      restyle()
      await ready
      await session!.call('setTheme', [theme])
    },
    request,
    solana: solana.features,
  }
}
