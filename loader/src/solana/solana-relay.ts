import { hostWallet, LEGACY_SOLANA_UUID, solanaFamily, type HostWallet } from '@porthole/protocol'
import type { Wallets } from '@wallet-standard/app'
import { findLegacySolana, legacyName, legacySigner } from './legacy-solana.js'
import {
  LEGACY_ICON,
  MAX_WALLETS,
  relayPageWallets,
  type HostWalletRelay,
  type PageSigner,
  type PageWallet,
  type PageWalletFamily,
} from '../host-wallets/page-relay.js'
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
  } & relayPageWallets.Options
}

/** Wallet Standard wallets have no uuid: the name stands in, stable across reloads, so the frame finds a stored wallet again. */
const uuidOf = (name: string) => `wallet-standard:${name}`.slice(0, 64)

/** Answers the frame's Solana requests with `signer`, and forwards its account changes. */
const pageSigner = (signer: SolanaSigner): PageSigner => ({
  request: (args) => answerSolanaRequest(signer, args),
  watch: (emit) => signer.watch((addresses) => emit('accountsChanged', addresses)),
})

/**
 * Solana wallets: the page's Wallet Standard ones, then the legacy
 * `window.phantom.solana` / `window.solana` unless a standard wallet has its name.
 */
export function solanaWallets({ registry, target, own }: Pick<relaySolanaWallets.Options, 'registry' | 'target' | 'own'>): PageWalletFamily {
  return {
    discover() {
      const list: PageWallet[] = []
      const names = new Set<string>()
      for (const wallet of registry.get()) {
        if (wallet === own || !isSolanaWallet(wallet) || names.has(wallet.name)) continue
        const chains = wallet.chains.filter((chain) => chain.startsWith(solanaFamily.standardChainPrefix))
        const info = { uuid: uuidOf(wallet.name), name: wallet.name, icon: wallet.icon, rdns: '', namespace: solanaFamily.namespace, chains }
        if (!hostWallet().safeParse(info).success) {
          console.warn(`[porthole] ignored a page wallet: a malformed Wallet Standard wallet`)
          continue
        }
        names.add(wallet.name)
        list.push({ key: wallet, info, signer: () => pageSigner(standardSigner(wallet)) })
      }
      const legacy = findLegacySolana(target)
      if (legacy && !names.has(legacyName(legacy))) {
        const info: HostWallet = { uuid: LEGACY_SOLANA_UUID, name: legacyName(legacy), icon: LEGACY_ICON, rdns: '', namespace: solanaFamily.namespace }
        list.push({ key: legacy, info, signer: () => pageSigner(legacySigner(legacy)) })
      }
      return list.slice(0, MAX_WALLETS)
    },
    // Every (un)registration decides the list again: a standard wallet registering late replaces the legacy entry of its name.
    listen(changed) {
      const off = [registry.on('register', changed), registry.on('unregister', changed)]
      return () => off.forEach((fn) => fn())
    },
  }
}

/** Finds the page's own Solana wallets and relays them, their account changes and the frame's requests to them. */
export const relaySolanaWallets = (options: relaySolanaWallets.Options): HostWalletRelay => relayPageWallets([solanaWallets(options)], options)
