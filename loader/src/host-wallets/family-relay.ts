import { bip122Family, cosmosFamily, polkadotFamily, type Namespace } from '@porthole/protocol'
import type { Wallets } from '@wallet-standard/app'
import { bitcoinSigner, isBitcoinWallet } from '../families/bitcoin-signer.js'
import { cosmosSigner, isKeplr } from '../families/cosmos-signer.js'
import { isInjectedWeb3Entry, polkadotSigner } from '../families/polkadot-signer.js'
import { LEGACY_ICON, MAX_WALLETS, relayPageWallets, type HostWalletRelay, type PageWalletFamily } from './page-relay.js'

export declare namespace relayFamilyWallets {
  type Options = {
    /** The page's Wallet Standard registry, where Bitcoin wallets register. */
    registry: Pick<Wallets, 'get' | 'on'>
    /** The page's window: polkadot extensions sit on `injectedWeb3`, a Keplr-compatible wallet on `keplr`. */
    target: EventTarget & { injectedWeb3?: unknown; keplr?: unknown; location: { host: string } }
    /** The full list after every change; a burst of changes makes one call. */
    onWallets: relayPageWallets.Options['onWallets']
  }
}

type Target = relayFamilyWallets.Options['target']

/** Several families in one wallet (Phantom has Solana and Bitcoin) make several entries: the uuid names the family too. */
const entryInfo = (namespace: Namespace, name: string, icon: string, chains?: string[]) => ({
  uuid: `${namespace}:${name}`.slice(0, 64),
  name,
  icon,
  rdns: '',
  namespace,
  ...(chains && { chains }),
})

/** Extensions inject before the page's scripts run, or by its load event. */
const onLoad = (target: Target) => (changed: () => void) => {
  target.addEventListener('load', changed)
  return () => target.removeEventListener('load', changed)
}

/** Wallet Standard Bitcoin wallets, which register whenever they like. */
const bip122Wallets = (registry: relayFamilyWallets.Options['registry']): PageWalletFamily => ({
  discover: () =>
    registry
      .get()
      .filter(isBitcoinWallet)
      .map((wallet) => {
        const chains = wallet.chains.filter((chain) => chain.startsWith(bip122Family.standardChainPrefix))
        return { key: wallet, info: entryInfo(bip122Family.namespace, wallet.name, wallet.icon, chains), signer: () => bitcoinSigner(wallet) }
      }),
  listen(changed) {
    const off = [registry.on('register', changed), registry.on('unregister', changed)]
    return () => off.forEach((fn) => fn())
  },
})

/** Polkadot extensions on `window.injectedWeb3`, enabled with the page's host. */
const polkadotWallets = (target: Target): PageWalletFamily => ({
  discover() {
    const injected = target.injectedWeb3
    if (typeof injected !== 'object' || injected === null) return []
    return Object.entries(injected)
      .slice(0, MAX_WALLETS)
      .flatMap(([name, entry]) =>
        isInjectedWeb3Entry(entry)
          ? [{ key: entry, info: entryInfo(polkadotFamily.namespace, name, LEGACY_ICON), signer: () => polkadotSigner(entry, target.location.host) }]
          : [],
      )
  },
  listen: onLoad(target),
})

/** A Keplr-compatible wallet on `window.keplr`. */
const cosmosWallets = (target: Target): PageWalletFamily => ({
  discover() {
    const keplr = target.keplr
    return isKeplr(keplr) ? [{ key: keplr, info: entryInfo(cosmosFamily.namespace, 'Keplr', LEGACY_ICON), signer: () => cosmosSigner(keplr) }] : []
  },
  listen: onLoad(target),
})

/** Finds the page's own wallets of the partly supported families and relays the frame's requests to them. */
export const relayFamilyWallets = ({ registry, target, onWallets }: relayFamilyWallets.Options): HostWalletRelay =>
  relayPageWallets([bip122Wallets(registry), polkadotWallets(target), cosmosWallets(target)], { onWallets, onEvent: () => {} })
