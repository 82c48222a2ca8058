import type { Caller, FrameEvent, NetworkInfo, PageApi, RemoteFeature, RpcRequest } from '@porthole/protocol'
import { forwardProviderEvents } from '../channel/provider-events.js'
import type { Fetch } from '../http/fetch.js'
import type { KeyValueStorage } from '../storage/key-value-storage.js'
import { memoryStorage } from '../storage/browser-storage.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { setHostWallets } from '../wallets/host-wallets-slice.js'
import { frameStore } from './frame-store.js'
import { fakeWallet, type FakeWallet } from './fake-wallet.js'

export const LOCAL_RPC_URLS = { 'eip155:31337': 'http://127.0.0.1:48545', 'eip155:31338': 'http://127.0.0.1:48546' }

export declare namespace testFrame {
  type Options = {
    /** The visitor is on a phone. */
    mobile?: boolean
    wallets?: FakeWallet[]
    storage?: KeyValueStorage
    reconnect?: boolean
    rpcUrls?: Record<string, string>
    /** The project's remote features; none means every default. */
    features?: RemoteFeature[]
    /** The project's networks (frame config `networks`). */
    networks?: NetworkInfo[]
    /** What the fake RPC node answers. */
    read?: (args: { method: string; params?: unknown }, url: string | undefined) => unknown
    /** The frame origin's HTTP API (chain data, directory); every call fails without it. */
    fetch?: Fetch
  }
}

/**
 * A store with the frame's real services, except that the page (its wallets
 * and its event sink) and the RPC nodes are fakes that record what reaches them.
 */
export function testFrame({
  wallets = [fakeWallet()],
  storage = memoryStorage(),
  reconnect,
  rpcUrls = LOCAL_RPC_URLS,
  networks,
  features,
  read = () => '0x10',
  fetch,
  mobile = false,
}: testFrame.Options = {}) {
  const reads: { url: string | undefined; method: string; params?: unknown }[] = []
  const events: Extract<FrameEvent, { type: 'provider' }>[] = []
  const services = createFrameServices({
    storage,
    isMobile: () => mobile,
    ...(fetch ? { fetch, chainData: { projectId: 'test-project' } } : {}),
    createTransport: ([url]) => ({
      request: async (args) => {
        reads.push({ url, ...args })
        return read(args, url)
      },
    }),
  })
  const page = {
    call: async (method: string, args: unknown[]) => {
      if (method === 'emit') {
        const event = args[0] as FrameEvent
        if (event.type === 'provider') events.push(event)
        return null
      }
      const [uuid, request] = args as [string, RpcRequest]
      const wallet = wallets.find((w) => w.info.uuid === uuid)
      if (!wallet) throw new Error(`no wallet ${uuid}`)
      return wallet.handle(request)
    },
    close: () => {},
  } as unknown as Caller<PageApi>
  services.relay.attach(page)
  const store = frameStore({ theme: 'light', rpcUrls, networks, features, reconnect, services })
  forwardProviderEvents(store, page)
  return {
    store,
    services,
    storage,
    reads,
    /** Provider events the page received, as [event, data]. */
    events: () => events.map(({ event, data }) => [event, data]),
    listWallets: (list = wallets) => store.dispatch(setHostWallets(list.map((w) => w.info))),
    request: (method: string, params?: RpcRequest['params']) => store.dispatch(routeRequest({ method, params })),
  }
}

/** Lets pending promise callbacks (wallet answers, listener effects) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
