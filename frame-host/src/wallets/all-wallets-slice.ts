import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { chooseDirectoryWallet, initialAllWalletsState } from './all-wallets-state.js'
import type { DirectoryWallet } from './directory-client.js'

export const allWalletsSlice = createSlice({
  name: 'allWallets',
  initialState: initialAllWalletsState,
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
  },
  extraReducers: (builder) =>
    builder.addCase(chooseDirectoryWallet, (state, { payload }) => {
      state.chosen = payload
    }),
})

export const { searchChanged: searchWallets } = allWalletsSlice.actions
