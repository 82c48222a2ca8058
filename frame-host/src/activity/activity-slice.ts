import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Transaction } from '../chain-data/index.js'
import { disconnected } from '../shared-state/index.js'
import { groupTransactions, keepTransactions, type TransactionsByYear } from './group-transactions.js'

/** Transaction history store, plus the failure the Activity tab shows. */
export type ActivityState = {
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  /** `<caipNetworkId>:<address>` the list belongs to; another one starts over. */
  lastNetworkInView?: string
  loading: boolean
  empty: boolean
  next?: string
  failed: boolean
}

const initialState: ActivityState = { transactions: [], transactionsByYear: {}, loading: false, empty: false, failed: false }

/** Transaction store: fetch sets loading; success and failure end it; reset clears everything. */
export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    /** `restart`: the first page again (a refresh); another account or network always starts over. */
    started(state, { payload }: PayloadAction<{ view: string; restart: boolean }>) {
      if (payload.restart || state.lastNetworkInView !== payload.view) return { ...initialState, lastNetworkInView: payload.view, loading: true }
      state.loading = true
      state.failed = false
    },
    fetched(state, { payload }: PayloadAction<{ view: string; caipNetworkId: string; data: Transaction[]; next?: string }>) {
      if (state.lastNetworkInView !== payload.view) return
      const kept = keepTransactions(payload.data, payload.caipNetworkId)
      state.transactions.push(...kept)
      state.transactionsByYear = groupTransactions(state.transactionsByYear, kept)
      state.loading = false
      state.empty = state.transactions.length === 0
      if (payload.next) state.next = payload.next
      else delete state.next
    },
    /** `cursor`: the page that failed (none: the first), for the ERROR_FETCH_TRANSACTIONS. */
    failed(state, { payload }: PayloadAction<{ view: string; cursor?: string | undefined }>) {
      if (state.lastNetworkInView !== payload.view) return
      state.loading = false
      state.empty = true
      state.failed = true
      delete state.next
    },
    reset: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

export const { started: activityStarted, fetched: activityFetched, failed: activityFailed, reset: resetActivity } = activitySlice.actions
