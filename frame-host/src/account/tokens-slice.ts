import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected, type TokenBalance } from '../shared-state/index.js'

export type TokensState = {
  /** `<caipNetworkId>:<address>` the list belongs to. */
  key?: string
  balances: TokenBalance[]
  loading: boolean
  fetchedAt?: number
  failedAt?: number
}

const initialState: TokensState = { balances: [], loading: false }

export const tokensSlice = createSlice({
  name: 'tokens',
  initialState,
  reducers: {
    started(state, { payload }: PayloadAction<{ key: string }>) {
      if (state.key !== payload.key) return { key: payload.key, balances: [], loading: true }
      state.loading = true
    },
    fetched: (_state, { payload }: PayloadAction<{ key: string; balances: TokenBalance[]; at: number }>) => ({
      key: payload.key,
      balances: payload.balances,
      loading: false,
      fetchedAt: payload.at,
    }),
    failed: (state, { payload }: PayloadAction<{ key: string; at: number }>) => ({
      key: payload.key,
      balances: state.key === payload.key ? state.balances : [],
      loading: false,
      failedAt: payload.at,
    }),
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

export const { started: tokensStarted, fetched: tokensFetched, failed: tokensFailed } = tokensSlice.actions
