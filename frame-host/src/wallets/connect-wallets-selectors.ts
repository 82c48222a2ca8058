import { memoSelector } from '../memo-selector/index.js'
import type { HostWallet } from '@porthole/protocol'
import type { FrameState } from '../store/index.js'
import type { DirectoryWallet } from './directory-client.js'

/**
 * What the Connect view reads of the wallet directory: the first paint's, so
 * apart from the AllWallets view's selectors (all-wallets-selectors.ts).
 */
export const selectAllWalletsState = (state: FrameState) => state.allWallets
export const selectPageWallets = (state: FrameState) => state.hostWallets.list

export const byRdns = (list: readonly HostWallet[], rdns: string | null) => (rdns ? list.find((w) => w.rdns === rdns) : undefined)

/** Connect view's featured then recommended wallets, leaving out those the page injected. */
export const selectConnectDirectoryWallets = memoSelector([selectAllWalletsState, selectPageWallets], (all, list): DirectoryWallet[] => {
  const seen = new Set<string>()
  return [...all.featured, ...all.recommended].filter((w) => !byRdns(list, w.rdns) && !seen.has(w.id) && seen.add(w.id))
})
