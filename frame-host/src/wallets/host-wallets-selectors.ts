import { createSelector } from '@reduxjs/toolkit'
import { DefaultNamespace, type HostWallet } from '@porthole/protocol'
import type { FrameState } from '../store/index.js'
import { isSameWallet } from './host-wallets-slice.js'

export const selectHostWallets = (state: FrameState) => state.hostWallets.list

/** Connector order as far as the page's wallets go: recent first (newest first), then the rest. */
export const selectOrderedHostWallets = createSelector(
  [selectHostWallets, (state: FrameState) => state.hostWallets.recent, (state: FrameState) => state.modal.activeChain],
  (all, recent, family): { wallet: HostWallet; recent: boolean }[] => {
    // The Connect view offers the wallets of the family the modal works with.
    const list = all.filter((w) => (w.namespace ?? DefaultNamespace) === family)
    const recentWallets = [...new Set(recent.flatMap((ref) => list.filter((w) => isSameWallet(ref, w)).slice(0, 1)))]
    const rest = list.filter((w) => !recentWallets.includes(w))
    return [...recentWallets.map((wallet) => ({ wallet, recent: true })), ...rest.map((wallet) => ({ wallet, recent: false }))]
  },
)
