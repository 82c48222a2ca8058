import { hostWallet, LEGACY_SOLANA_UUID, UnauthorizedProviderError, type HostWallet, type ProviderEvent } from '@porthole/protocol'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { findLegacySolana, legacyName, legacySigner, type LegacySolana } from './legacy-solana.js'
import { walletError } from './plain.js'
import { LEGACY_ICON, MAX_WALLETS, quietly, type HostWalletRelay } from './relay.js'
import { answerSolanaRequest, type SolanaSigner } from './solana-requests.js'
import { isSolanaWallet, standardSigner } from './standard-signer.js'

export declare namespace relaySolanaWallets {
  type Options = {
    /** The page's Wallet Standard registry (`getWallets()` of @wallet-standard/app). */
    registry: Pick<Wallets, 'get' | 'on'>
    /** The page's window, where a legacy wallet sits on `phantom.solana` or `solana`. */
    target: { phantom?: { solana?: unknown }; solana?: unknown }
    /** Porthole's own Wallet Standard wallet, never relayed back to the frame. */
    own: object
    /** The full list after every change; a burst of changes makes one call. */
    onWallets(wallets: HostWallet[]): void
    onEvent(uuid: string, event: ProviderEvent, data: unknown): void
  }
}

type Entry = { info: HostWallet; signer: SolanaSigner; unwatch(): void }

/** Wallet Standard wallets have no uuid: the name stands in, stable across reloads, so the frame finds a stored wallet again. */
const uuidOf = (name: string) => `wallet-standard:${name}`.slice(0, 64)

/**
 * Finds the page's own Solana wallets (Wallet Standard ones, and the legacy
 * `window.phantom.solana` / `window.solana` when it is not one of them) and
 * relays them, their account changes and the frame's requests to them.
 */
export function relaySolanaWallets({ registry, target, own, onWallets, onEvent }: relaySolanaWallets.Options): HostWalletRelay {
  const entries = new Map<Wallet | LegacySolana, Entry>()
  let scheduled = false
  let stopped = false

  const wallets = () => Array.from(entries.values(), (entry) => entry.info)

  function changed() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (!stopped) onWallets(wallets())
    })
  }

  function add(key: Wallet | LegacySolana, info: HostWallet, signer: SolanaSigner) {
    let unwatch = () => {}
    quietly(() => (unwatch = signer.watch((addresses) => onEvent(info.uuid, 'accountsChanged', addresses))))
    entries.set(key, { info, signer, unwatch: () => quietly(unwatch) })
  }

  /** The wanted list, from scratch: the registry's eligible wallets, then the legacy one unless a standard wallet has its name. */
  function wanted(): [Wallet | LegacySolana, HostWallet, () => SolanaSigner][] {
    const list: [Wallet | LegacySolana, HostWallet, () => SolanaSigner][] = []
    const names = new Set<string>()
    for (const wallet of registry.get()) {
      if (wallet === own || !isSolanaWallet(wallet) || names.has(wallet.name)) continue
      const chains = wallet.chains.filter((chain) => chain.startsWith('solana:'))
      const parsed = hostWallet().safeParse({ uuid: uuidOf(wallet.name), name: wallet.name, icon: wallet.icon, rdns: '', namespace: 'solana', chains })
      if (!parsed.success) {
        console.warn(`[porthole] ignored a page wallet: a malformed Wallet Standard wallet`)
        continue
      }
      names.add(wallet.name)
      list.push([wallet, parsed.data, () => standardSigner(wallet)])
    }
    const legacy = findLegacySolana(target)
    if (legacy && !names.has(legacyName(legacy))) {
      const info: HostWallet = { uuid: LEGACY_SOLANA_UUID, name: legacyName(legacy), icon: LEGACY_ICON, rdns: '', namespace: 'solana' }
      list.push([legacy, info, () => legacySigner(legacy)])
    }
    return list.slice(0, MAX_WALLETS)
  }

  function refresh() {
    if (stopped) return
    const next = wanted()
    const keep = new Set(next.map(([key]) => key))
    let dirty = false
    for (const [key, entry] of entries) {
      if (keep.has(key)) continue
      entry.unwatch()
      entries.delete(key)
      dirty = true
    }
    for (const [key, info, signer] of next) {
      if (entries.has(key)) continue
      add(key, info, signer())
      dirty = true
    }
    if (dirty) changed()
  }

  // Every (un)registration decides the list again: a standard wallet registering late replaces the legacy entry of its name.
  const off = [registry.on('register', refresh), registry.on('unregister', refresh)]
  refresh()

  return {
    wallets,
    async request(uuid, args) {
      const entry = Array.from(entries.values()).find((e) => e.info.uuid === uuid)
      if (!entry) throw new UnauthorizedProviderError('This wallet is not on the page')
      try {
        return await answerSolanaRequest(entry.signer, args)
      } catch (error) {
        throw walletError(error)
      }
    },
    stop() {
      stopped = true
      off.forEach((fn) => fn())
      for (const entry of entries.values()) entry.unwatch()
      entries.clear()
    },
  }
}
