import { DefaultNamespace, type HostWallet, type Namespace } from '@porthole/protocol'
import { memoSelector } from '../memo-selector/index.js'
import type { WalletRef } from '../storage/index.js'

export type HostWalletsState = {
  /** The wallets injected in the host page, as the loader last listed them. */
  list: HostWallet[]
  /** The last wallets connected, newest first, at most 2. */
  recent: WalletRef[]
}

export const initialHostWalletsState: HostWalletsState = { list: [], recent: [] }

/** Recent-wallet match: by rdns when it has one, else by uuid. */
export const isSameWallet = (a: WalletRef, b: WalletRef): boolean => (a.rdns !== '' ? a.rdns === b.rdns : a.uuid === b.uuid)

/** Typed by the state they read: the slice imports nothing of the store, which assembles it. */
type HostWalletsRoot = { hostWallets: HostWalletsState; modal: { activeChain: Namespace } }

export const selectHostWallets = (state: HostWalletsRoot) => state.hostWallets.list

/** Connector order as far as the page's wallets go: recent first (newest first), then the rest. */
export const selectOrderedHostWallets = memoSelector(
  [selectHostWallets, (state: HostWalletsRoot) => state.hostWallets.recent, (state: HostWalletsRoot) => state.modal.activeChain],
  (all, recent, family): { wallet: HostWallet; recent: boolean }[] => {
    // The Connect view offers the wallets of the family the modal works with.
    const list = all.filter((w) => (w.namespace ?? DefaultNamespace) === family)
    const recentWallets = [...new Set(recent.flatMap((ref) => list.filter((w) => isSameWallet(ref, w)).slice(0, 1)))]
    const rest = list.filter((w) => !recentWallets.includes(w))
    return [...recentWallets.map((wallet) => ({ wallet, recent: true })), ...rest.map((wallet) => ({ wallet, recent: false }))]
  },
)
