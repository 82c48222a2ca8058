import {
  hostWallet,
  InternalRpcError,
  LEGACY_INJECTED_UUID,
  ProviderEvents,
  UnauthorizedProviderError,
  type HostWallet,
  type ProviderEvent,
  type RpcRequest,
} from '@porthole/protocol'
import { isOwnProvider } from '../compat.js'
import { toPlain, walletError } from './plain.js'

type Handler = (data: unknown) => void

/** The part of an injected EIP-1193 provider the relay touches. */
type InjectedProvider = {
  request(args: RpcRequest): unknown
  on?(event: string, fn: Handler): unknown
  removeListener?(event: string, fn: Handler): unknown
}

export const LEGACY_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2364748b'/%3E%3Crect x='6' y='9' width='20' height='15' rx='3' fill='%23f8fafc'/%3E%3Ccircle cx='21' cy='16.5' r='2' fill='%2364748b'/%3E%3C/svg%3E"
const LEGACY_INFO: HostWallet = { uuid: LEGACY_INJECTED_UUID, name: 'Browser Wallet', icon: LEGACY_ICON, rdns: '' }
/** The channel's `setHostWallets` takes at most this many. */
export const MAX_WALLETS = 32

export declare namespace relayHostWallets {
  type Options = {
    /** The page's window: EIP-6963 announcements arrive on it, a legacy wallet sits on `ethereum`. */
    target: EventTarget & { ethereum?: unknown }
    /** Porthole's own provider, never relayed back to the frame. */
    own: object
    /** The full list after every change; a burst of changes makes one call. */
    onWallets(wallets: HostWallet[]): void
    /** An event of one wallet, its data as plain JSON. */
    onEvent(uuid: string, event: ProviderEvent, data: unknown): void
  }
}

export type HostWalletRelay = {
  wallets(): HostWallet[]
  /** Runs a request on that exact provider object, so the wallet sees the page's own origin. */
  request(uuid: string, args: RpcRequest): Promise<unknown>
  stop(): void
}

type Entry = { info: HostWallet; provider: InjectedProvider; unsubscribe(): void }

const warn = (reason: string) => console.warn(`[porthole] ignored a page wallet: ${reason}`)

const isProvider = (value: unknown): value is InjectedProvider =>
  typeof value === 'object' && value !== null && typeof (value as InjectedProvider).request === 'function'

/** A wallet's own code may throw while we (un)subscribe; that must not break the relay. */
export function quietly(run: () => unknown) {
  try {
    run()
  } catch (error) {
    console.warn('[porthole] a page wallet threw', error)
  }
}

/** Finds the wallets injected in the page and relays them, their events and requests to them. */
export function relayHostWallets({ target, own, onWallets, onEvent }: relayHostWallets.Options): HostWalletRelay {
  const entries = new Map<string, Entry>()
  let scheduled = false
  let stopped = false

  const wallets = () => Array.from(entries.values(), (entry) => entry.info)
  const known = (provider: unknown) => Array.from(entries.values()).some((entry) => entry.provider === provider)

  function changed() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (!stopped) onWallets(wallets())
    })
  }

  function forward(uuid: string, event: ProviderEvent, data: unknown) {
    let plain: unknown
    try {
      plain = toPlain(data)
    } catch {
      return console.warn(`[porthole] dropped a ${event} event of a page wallet: its data has no JSON form`)
    }
    onEvent(uuid, event, plain)
  }

  function add(info: HostWallet, provider: InjectedProvider) {
    if (entries.size >= MAX_WALLETS) return warn(`more than ${MAX_WALLETS} wallets`)
    const handlers = ProviderEvents.map((event) => [event, (data: unknown) => forward(info.uuid, event, data)] as const)
    for (const [event, fn] of handlers) quietly(() => provider.on?.(event, fn))
    const unsubscribe = () => handlers.forEach(([event, fn]) => quietly(() => provider.removeListener?.(event, fn)))
    entries.set(info.uuid, { info, provider, unsubscribe })
    changed()
  }

  function remove(uuid: string) {
    entries.get(uuid)?.unsubscribe()
    entries.delete(uuid)
    changed()
  }

  function onAnnounce(event: Event) {
    const { info, provider } = ((event as CustomEvent<unknown>).detail ?? {}) as { info?: unknown; provider?: unknown }
    if (isOwnProvider(own, provider)) return
    const parsed = hostWallet().safeParse(info)
    if (!parsed.success || !isProvider(provider)) return warn('a malformed EIP-6963 announcement')
    // The legacy entry was this same wallet: it now gets its own name and icon.
    if (entries.get(LEGACY_INJECTED_UUID)?.provider === provider) remove(LEGACY_INJECTED_UUID)
    // Wallets announce again on every request: the first announcement of a uuid or object stands.
    if (entries.has(parsed.data.uuid) || known(provider)) return
    add(parsed.data, provider)
  }

  function checkLegacy() {
    const provider = target.ethereum
    const legacy = entries.get(LEGACY_INJECTED_UUID)
    if (legacy?.provider === provider) return
    if (legacy) remove(LEGACY_INJECTED_UUID)
    if (!isOwnProvider(own, provider) && isProvider(provider) && !known(provider)) add(LEGACY_INFO, provider)
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // MetaMask's convention for a window.ethereum set after the page loaded.
  target.addEventListener('ethereum#initialized', checkLegacy)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  checkLegacy()

  return {
    wallets,
    async request(uuid, { method, params }) {
      const entry = entries.get(uuid)
      if (!entry) throw new UnauthorizedProviderError('This wallet is not on the page')
      let result: unknown
      try {
        result = await entry.provider.request(params === undefined ? { method } : { method, params })
      } catch (error) {
        throw walletError(error)
      }
      try {
        return toPlain(result)
      } catch {
        throw new InternalRpcError('The wallet answered with a value that cannot be relayed')
      }
    },
    stop() {
      stopped = true
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      target.removeEventListener('ethereum#initialized', checkLegacy)
      for (const uuid of [...entries.keys()]) remove(uuid)
    },
  }
}
