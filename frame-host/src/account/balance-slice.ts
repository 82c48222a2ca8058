import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected } from '../shared-state/index.js'

/** The native balance of the active account on the active network. */
export type BalanceState = {
  /** `<caipNetworkId>:<address>` the entry belongs to: a balance never shows for another. */
  key?: string
  /** In the smallest unit, as a decimal string (the store holds no bigint). */
  value?: string
  fetchedAt?: number
  failedAt?: number
  /** The last read failed because the network's RPC gave no answer at all. */
  unreachable?: boolean
}

const initialState: BalanceState = {}

export const balanceSlice = createSlice({
  name: 'balance',
  initialState,
  reducers: {
    fetched: (_state, { payload }: PayloadAction<{ key: string; value: string; at: number }>) => ({
      key: payload.key,
      value: payload.value,
      fetchedAt: payload.at,
    }),
    failed: (_state, { payload }: PayloadAction<{ key: string; at: number; unreachable: boolean }>) => ({
      key: payload.key,
      failedAt: payload.at,
      unreachable: payload.unreachable,
    }),
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

export const { fetched: balanceFetched, failed: balanceFailed } = balanceSlice.actions
