import { connect, disableZodJit, FRAME_READY_DELAY_MS, frameMethods, serve, warnDropped, type FrameApi, type PageApi } from '@porthole/protocol'
import { acceptHandshake, type FrameWindow } from './channel/accept-handshake.js'
import { createFrameFacade } from './channel/frame-facade.js'
import { forwardPageEvents, forwardPageSnapshot } from './channel/page-api-events.js'
import { forwardModalEvents } from './channel/page-events.js'
import { forwardProviderEvents } from './channel/provider-events.js'
import { forwardSiwxSession } from './channel/siwx-events.js'
import { listenAnalytics } from './analytics/listen-analytics.js'
import { listenLogger } from './logging/listen-logger.js'
import { createLogger, type Logger } from './logging/logger.js'
import { fetchRemoteConfig } from './config/fetch-remote-config.js'
import type { Fetch } from './http/fetch.js'
import { loadFeatures } from './load-features.js'
import type { PreparedFrame } from './prepare.js'
import { checkFrameConfig } from './config/check-frame-config.js'
import { createFrameServices } from './services.js'
import { scopedAuthFetch } from './embedded/scoped-auth-fetch.js'
import { type KeyValueStorage, memoryStorage } from './storage/index.js'
import { startStore } from './start-store.js'
import type { FrameStore } from './store/types.js'
import { completeSocialRedirect } from './social/connect-social.js'
import { siwxEnabled } from './siwx/siwx-slice.js'
import { frameInitialized } from './shared-state/modal-slice.js'

/** What the frame document hands startFrame, built with the start's code: none of it is part of the first paint. */
export { browserStorage } from './storage/index.js'
export { createAfterRender } from './channel/after-render.js'
export { documentFormPoster } from './social/start-form.js'
/** The features' modules: the frame document awaits them before startFrame, whichever chunk they come in. */
export { loadFeatures }

// Started as soon as the start's code runs, so that by the document's await they are usually in already.
void loadFeatures()

export declare namespace startFrame {
  type Options = {
    window: FrameWindow
    afterRender(): Promise<void>
    /** Reads the remote config; without it the frame keeps the embedded features. */
    fetch?: Fetch
    /** Runs work the first paint does not need (the remote config) when the frame is idle; by default at once. */
    whenIdle?: (task: () => void) => void
    /** How long after the handshake (ready) the frame counts as initialized; 500 ms unless a test says. */
    readyDelayMs?: number
    /** The frame origin's storage (browserStorage); memory when none is given. */
    storage?: KeyValueStorage
  } & Pick<createFrameFacade.Options, 'revealPrepared'> &
    Omit<createFrameServices.Options, 'storage' | 'walletConnect' | 'chainData'>
}

export type BootedFrame = {
  /** The frame's store, which the first paint's store (the one the views render from) now forwards to. */
  store: FrameStore
  config: PreparedFrame['config']
  /** Logger: errors to the console; with `data-debug`, every line in its ring buffer too. */
  logger: Logger
  /** Stops listening for the handshake and closes the channel. */
  dispose(): void
}

/** A prepared frame whose config passed its check (checkPrepared): the only kind startFrame serves a page from. */
export type CheckedFrame = PreparedFrame & { readonly checked: true }

/**
 * The config's check against its schema, the first step after the first paint
 * (a task of its own in the frame document). A config of the wrong shape serves
 * no page: the frame starts as the invalid project's.
 */
export function checkPrepared(prepared: PreparedFrame): CheckedFrame {
  disableZodJit()
  const checked = checkFrameConfig(prepared.config)
  // The views keep the first paint's store: the invalid project's state reaches them through it.
  return { ...prepared, config: checked, checked: true }
}

/**
 * Everything after the first paint: the config's check, the services, the
 * store's listeners, and serving the page once it hands over its ports. The
 * remote config arrives in the background: nothing waits for it.
 */
export function startFrame(
  prepared: CheckedFrame,
  {
    window,
    afterRender,
    fetch,
    whenIdle = (task) => task(),
    readyDelayMs = FRAME_READY_DELAY_MS,
    revealPrepared,
    storage = memoryStorage(),
    ...serviceOptions
  }: startFrame.Options,
): BootedFrame {
  const { config } = prepared
  let pageOrigin: string | undefined
  const authFetch = serviceOptions.authFetch && scopedAuthFetch(serviceOptions.authFetch, () => ({ projectId: config.projectId, pageOrigin }))
  const services = createFrameServices({
    walletConnect: { projectId: config.projectId, relayUrl: config.relayUrl },
    chainData: { projectId: config.projectId, baseUrl: config.chainDataUrl },
    passkeySigner: config.passkeySigner,
    ...serviceOptions,
    authFetch,
    storage,
    fetch,
  })
  // Registering a smart session carries the embedded session's token: held to the frame's project and page like every auth call.
  if (fetch) {
    const scoped = scopedAuthFetch(
      (url, init) => fetch(url, init as Parameters<Fetch>[1]),
      () => ({ projectId: config.projectId, pageOrigin }),
    )
    services.sessionsApi = { ...services.sessionsApi, fetch: (url, init) => scoped(url, init ?? {}) }
  }
  const logger = createLogger({ buffer: config.debug === true })
  const store = startStore(prepared.store, {
    theme: config.theme,
    features: config.features,
    basic: config.basic,
    local: config.local,
    rpcUrls: config.rpcUrls,
    rpcFallbacks: config.rpcFallbacks,
    networks: config.networks,
    defaultNetwork: config.defaultNetwork,
    smartAccountNetworks: config.smartAccountNetworks ?? [],
    // A frame with an alert serves no page, so it has nothing to reconnect.
    reconnect: config.reconnect !== false && config.alert === undefined,
    services,
    listen: [
      listenLogger(logger),
      ...(fetch && config.alert === undefined ? [listenAnalytics({ projectId: config.projectId, fetch, pageOrigin: () => pageOrigin })] : []),
    ],
  })
  // The document already carries the project's features; the config service's answer can wait for the first paint.
  if (fetch) whenIdle(() => void store.dispatch(fetchRemoteConfig(config, fetch)))
  const returned = services.social.redirect?.takeReturned()
  if (returned?.flow) void store.dispatch(completeSocialRedirect({ resultUri: returned.resultUri, flow: returned.flow }))
  else if (returned) warnDropped('a social login result this frame did not start')
  const teardown: (() => void)[] = []

  teardown.push(
    acceptHandshake({
      window,
      config,
      onAccept({ calls, events, origin }) {
        pageOrigin = origin
        const initializing = setTimeout(() => store.dispatch(frameInitialized()), readyDelayMs)
        teardown.push(() => clearTimeout(initializing))
        const page = connect<PageApi>(events)
        services.relay.attach(page)
        if (config.siwx) store.dispatch(siwxEnabled({ config: config.siwx, pageOrigin: origin }))
        services.page.accept(origin)
        teardown.push(() => page.close(), forwardModalEvents(store, page), forwardProviderEvents(store, page), forwardSiwxSession(store, page))
        teardown.push(forwardPageSnapshot(store, page), forwardPageEvents(store, page))
        teardown.push(
          serve<FrameApi>(
            calls,
            frameMethods,
            createFrameFacade({ store, config, relay: services.relay, afterRender, presence: services.page, revealPrepared }),
          ),
        )
      },
    }),
  )

  return {
    store,
    config,
    logger,
    dispose: () => teardown.splice(0).forEach((stop) => stop()),
  }
}
