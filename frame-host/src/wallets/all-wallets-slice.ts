import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
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

const initialState: AllWalletsState = {
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

export const allWalletsSlice = createSlice({
  name: 'allWallets',
  initialState,
  reducers: {
    pageRequested(state) {
      state.loading = true
      state.error = undefined
    },
    pageLoaded(state, { payload }: PayloadAction<{ page: number; data: DirectoryWallet[]; count: number }>) {
      state.loading = false
      if (payload.page !== state.pages + 1) return
      const known = new Set(state.wallets.map((w) => w.id))
      state.wallets.push(...payload.data.filter((w) => !known.has(w.id)))
      state.pages = payload.page
      state.count = payload.count
    },
    pageFailed(state, { payload }: PayloadAction<string>) {
      state.loading = false
      state.error = payload
    },
    recommendedLoaded(state, { payload }: PayloadAction<DirectoryWallet[]>) {
      state.recommended = payload
    },
    featuredLoaded(state, { payload }: PayloadAction<DirectoryWallet[]>) {
      state.featured = payload
    },
    searchChanged(state, { payload }: PayloadAction<string>) {
      const term = payload.trim()
      state.search = { term, results: [], loading: term !== '', error: undefined }
    },
    searchLoaded(state, { payload }: PayloadAction<{ term: string; data: DirectoryWallet[] }>) {
      if (payload.term !== state.search.term) return
      state.search = { term: payload.term, results: payload.data, loading: false, error: undefined }
    },
    searchFailed(state, { payload }: PayloadAction<{ term: string; message: string }>) {
      if (payload.term !== state.search.term) return
      state.search = { term: payload.term, results: [], loading: false, error: payload.message }
    },
    /** The wallet WalletConnect is for (its deep link and name), or none for any wallet. */
    walletChosen(state, { payload }: PayloadAction<DirectoryWallet | undefined>) {
      state.chosen = payload
    },
  },
})

export const { searchChanged: searchWallets, walletChosen: chooseDirectoryWallet } = allWalletsSlice.actions
