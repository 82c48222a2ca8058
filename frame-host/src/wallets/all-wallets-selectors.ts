import { createSelector } from '../store/index.js'
import type { HostWallet } from '@porthole/protocol'
import { isSameWallet } from './host-wallets-state.js'
import type { FrameState } from '../store/index.js'
import { byRdns, selectAllWalletsState, selectPageWallets } from './connect-wallets-selectors.js'
import type { DirectoryWallet } from './directory-client.js'

/** One entry of AllWallets: a directory wallet, or a recent page wallet the directory does not list. */
export type WalletEntry =
  { kind: 'directory'; wallet: DirectoryWallet; installed: HostWallet | undefined; recent: boolean } | { kind: 'host'; wallet: HostWallet; recent: true }

const selectRecent = (state: FrameState) => state.hostWallets.recent

export const selectChosenWallet = (state: FrameState) => state.allWallets.chosen

/**
 * AllWallets in order: recent wallets first (newest first), then the
 * featured ones, then the directory's pages. While searching, the results
 * alone. A wallet the page has injected is marked installed.
 */
export const selectWalletEntries = createSelector([selectAllWalletsState, selectPageWallets, selectRecent], (all, list, recent): WalletEntry[] => {
  const directory = (wallets: readonly DirectoryWallet[], recent = false): WalletEntry[] =>
    wallets.map((wallet) => ({ kind: 'directory', wallet, installed: byRdns(list, wallet.rdns), recent }))
  if (all.search.term !== '') return directory(all.search.results)

  const known = [...all.featured, ...all.wallets]
  const recentRdns = new Set<string>()
  const recentEntries = recent.flatMap((ref): WalletEntry[] => {
    const listed = known.find((w) => ref.rdns !== '' && w.rdns === ref.rdns)
    const host = list.find((w) => isSameWallet(ref, w))
    if (ref.rdns !== '') recentRdns.add(ref.rdns)
    if (listed) return [{ kind: 'directory', wallet: listed, installed: host, recent: true }]
    return host ? [{ kind: 'host', wallet: host, recent: true }] : []
  })
  const seen = new Set<string>()
  const rest = known.filter((w) => !(w.rdns !== null && recentRdns.has(w.rdns)) && !seen.has(w.id) && seen.add(w.id))
  return [...recentEntries, ...directory(rest)]
})

/** Whether the directory has wallets not loaded yet. */
export const selectHasMoreWallets = (state: FrameState): boolean => {
  const { count, wallets } = state.allWallets
  return count === undefined || wallets.length < count
}
