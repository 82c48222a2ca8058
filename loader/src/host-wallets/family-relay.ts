import { hostWallet, UnauthorizedProviderError, type HostWallet, type Namespace } from '@porthole/protocol'
import type { Wallets } from '@wallet-standard/app'
import { bitcoinSigner, isBitcoinWallet } from '../families/bitcoin-signer.js'
import { cosmosSigner, isKeplr } from '../families/cosmos-signer.js'
import type { FamilySigner } from '../families/family-signer.js'
import { isInjectedWeb3Entry, polkadotSigner } from '../families/polkadot-signer.js'
import { toPlain, walletError } from './plain.js'
import { LEGACY_ICON, MAX_WALLETS, type HostWalletRelay } from './relay.js'

export declare namespace relayFamilyWallets {
  type Options = {
    /** The page's Wallet Standard registry, where Bitcoin wallets register. */
    registry: Pick<Wallets, 'get' | 'on'>
    /** The page's window: polkadot extensions sit on `injectedWeb3`, a Keplr-compatible wallet on `keplr`. */
    target: EventTarget & { injectedWeb3?: unknown; keplr?: unknown; location: { host: string } }
    /** The full list after every change; a burst of changes makes one call. */
    onWallets(wallets: HostWallet[]): void
  }
}

type Found = { key: object; info: unknown; signer: () => FamilySigner }
type Entry = { info: HostWallet; signer: FamilySigner }

/** Several families in one wallet (Phantom has Solana and Bitcoin) make several entries: the uuid names the family too. */
const uuidOf = (namespace: Namespace, name: string) => `${namespace}:${name}`.slice(0, 64)
const entryInfo = (namespace: Namespace, name: string, icon: string, chains?: string[]) => ({
  uuid: uuidOf(namespace, name),
  name,
  icon,
  rdns: '',
  namespace,
  ...(chains && { chains }),
})

/** Every page wallet of the partly supported families that the relay can use, from scratch. */
function discover({ registry, target }: relayFamilyWallets.Options): Found[] {
  const found: Found[] = []
  for (const wallet of registry.get()) {
    if (!isBitcoinWallet(wallet)) continue
    const chains = wallet.chains.filter((chain) => chain.startsWith('bitcoin:'))
    found.push({ key: wallet, info: entryInfo('bip122', wallet.name, wallet.icon, chains), signer: () => bitcoinSigner(wallet) })
  }
  const injected = target.injectedWeb3
  if (typeof injected === 'object' && injected !== null) {
    for (const [name, entry] of Object.entries(injected).slice(0, MAX_WALLETS)) {
      if (isInjectedWeb3Entry(entry))
        found.push({ key: entry, info: entryInfo('polkadot', name, LEGACY_ICON), signer: () => polkadotSigner(entry, target.location.host) })
    }
  }
  const keplr = target.keplr
  if (isKeplr(keplr)) found.push({ key: keplr, info: entryInfo('cosmos', 'Keplr', LEGACY_ICON), signer: () => cosmosSigner(keplr) })
  return found
}

/**
 * Finds the page's own wallets of the partly supported families (Wallet
 * Standard Bitcoin wallets, injected-web3 polkadot extensions, a
 * Keplr-compatible cosmos wallet) and relays the frame's requests to them.
 * Extensions inject before the page's scripts run, or by its load event;
 * Bitcoin wallets register whenever they like.
 */
export function relayFamilyWallets(options: relayFamilyWallets.Options): HostWalletRelay {
  const { registry, target, onWallets } = options
  const entries = new Map<object, Entry>()
  let scheduled = false
  let stopped = false
  const wallets = () => Array.from(entries.values(), (entry) => entry.info)

  function refresh() {
    if (stopped) return
    const next = discover(options)
    const keep = new Set(next.map((f) => f.key))
    let dirty = false
    for (const key of entries.keys()) if (!keep.has(key)) dirty = entries.delete(key)
    for (const { key, info, signer } of next) {
      if (entries.has(key) || entries.size >= MAX_WALLETS) continue
      const parsed = hostWallet().safeParse(info)
      if (!parsed.success) {
        console.warn('[porthole] ignored a page wallet: a malformed wallet')
        continue
      }
      entries.set(key, { info: parsed.data, signer: signer() })
      dirty = true
    }
    if (dirty && !scheduled) {
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        if (!stopped) onWallets(wallets())
      })
    }
  }

  const off = [registry.on('register', refresh), registry.on('unregister', refresh)]
  target.addEventListener('load', refresh)
  refresh()

  return {
    wallets,
    async request(uuid, args) {
      const entry = Array.from(entries.values()).find((e) => e.info.uuid === uuid)
      if (!entry) throw new UnauthorizedProviderError('This wallet is not on the page')
      let result: unknown
      try {
        result = await entry.signer.request(args)
      } catch (error) {
        throw walletError(error)
      }
      // The frame parses the answer; only its JSON form crosses.
      return toPlain(result)
    },
    stop() {
      stopped = true
      off.forEach((fn) => fn())
      target.removeEventListener('load', refresh)
      entries.clear()
    },
  }
}
