import { plainAction } from '../plain-action/index.js'
import type { DirectoryWallet } from './directory-client.js'

export type AllWalletsState = {
  /** Pages of the whole directory loaded so far, in order. */
  pages: number
  wallets: DirectoryWallet[]
  /** Every wallet the directory has, as its last answer said; undefined before one. */
  count: number | undefined
  loading: boolean
  error: string | undefined
  recommended: DirectoryWallet[]
  featured: DirectoryWallet[]
  search: { term: string; results: DirectoryWallet[]; loading: boolean; error: string | undefined }
  /** The directory wallet the visitor picked to connect through WalletConnect. */
  chosen: DirectoryWallet | undefined
}

export const initialAllWalletsState: AllWalletsState = {
  pages: 0,
  wallets: [],
  count: undefined,
  loading: false,
  error: undefined,
  recommended: [],
  featured: [],
  search: { term: '', results: [], loading: false, error: undefined },
  chosen: undefined,
}

/** The wallet WalletConnect is for (its deep link and name), or none for any wallet: chosen on the first paint's Connect. */
export const chooseDirectoryWallet = plainAction<DirectoryWallet | undefined>('allWallets/walletChosen')
