import { hostWallet, LEGACY_INJECTED_UUID, ProviderEvents, type HostWallet, type RpcRequest } from '@porthole/protocol'
import { isOwnProvider } from '../compat.js'
import { LEGACY_ICON, MAX_WALLETS, quietly, relayPageWallets, type HostWalletRelay, type PageSigner, type PageWalletFamily } from './page-relay.js'

type Handler = (data: unknown) => void

/** The part of an injected EIP-1193 provider the relay touches. */
type InjectedProvider = {
  request(args: RpcRequest): unknown
  on?(event: string, fn: Handler): unknown
  removeListener?(event: string, fn: Handler): unknown
}

const LEGACY_INFO: HostWallet = { uuid: LEGACY_INJECTED_UUID, name: 'Browser Wallet', icon: LEGACY_ICON, rdns: '' }

export declare namespace relayHostWallets {
  type Options = {
    /** The page's window: EIP-6963 announcements arrive on it, a legacy wallet sits on `ethereum`. */
    target: EventTarget & { ethereum?: unknown }
    /** Porthole's own provider, never relayed back to the frame. */
    own: object
  } & relayPageWallets.Options
}

const warn = (reason: string) => console.warn(`[porthole] ignored a page wallet: ${reason}`)

const isProvider = (value: unknown): value is InjectedProvider =>
  typeof value === 'object' && value !== null && typeof (value as InjectedProvider).request === 'function'

/** Relays the request to that exact provider object, and its EIP-1193 events. */
const providerSigner = (provider: InjectedProvider): PageSigner => ({
  request: ({ method, params }) => provider.request(params === undefined ? { method } : { method, params }),
  watch(emit) {
    const handlers = ProviderEvents.map((event) => [event, (data: unknown) => emit(event, data)] as const)
    for (const [event, fn] of handlers) quietly(() => provider.on?.(event, fn))
    return () => handlers.forEach(([event, fn]) => quietly(() => provider.removeListener?.(event, fn)))
  },
})

/** EIP-1193 wallets: the ones announced by EIP-6963, then a legacy `window.ethereum` that none of them is. */
export function eip155Wallets({ target, own }: Pick<relayHostWallets.Options, 'target' | 'own'>): PageWalletFamily {
  const announced: { info: HostWallet; provider: InjectedProvider }[] = []
  return {
    discover() {
      const found = announced.map(({ info, provider }) => ({ key: provider, info, signer: () => providerSigner(provider) }))
      const legacy = target.ethereum
      if (!isOwnProvider(own, legacy) && isProvider(legacy) && !announced.some((a) => a.provider === legacy))
        found.push({ key: legacy, info: LEGACY_INFO, signer: () => providerSigner(legacy) })
      return found
    },
    listen(changed) {
      function onAnnounce(event: Event) {
        const { info, provider } = ((event as CustomEvent<unknown>).detail ?? {}) as { info?: unknown; provider?: unknown }
        if (isOwnProvider(own, provider)) return
        const parsed = hostWallet().safeParse(info)
        if (!parsed.success || !isProvider(provider)) return warn('a malformed EIP-6963 announcement')
        // Wallets announce again on every request: the first announcement of a uuid or object stands.
        if (announced.some((a) => a.info.uuid === parsed.data.uuid || a.provider === provider)) return
        if (announced.length >= MAX_WALLETS) return warn(`more than ${MAX_WALLETS} wallets`)
        announced.push({ info: parsed.data, provider })
        changed()
      }
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      // MetaMask's convention for a window.ethereum set after the page loaded.
      target.addEventListener('ethereum#initialized', changed)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      return () => {
        target.removeEventListener('eip6963:announceProvider', onAnnounce)
        target.removeEventListener('ethereum#initialized', changed)
      }
    },
  }
}

/** Finds the EIP-1193 wallets injected in the page and relays them, their events and requests to them. */
export const relayHostWallets = (options: relayHostWallets.Options): HostWalletRelay => relayPageWallets([eip155Wallets(options)], options)
