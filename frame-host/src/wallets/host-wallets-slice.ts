import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { HostWallet } from '@porthole/protocol'
import { connected, storedStateRead } from '../shared-state/index.js'
import { RECENT_WALLETS_MAX } from '../storage/index.js'
import { initialHostWalletsState, isSameWallet } from './host-wallets-state.js'

export const hostWalletsSlice = createSlice({
  name: 'hostWallets',
  initialState: initialHostWalletsState,
  reducers: {
    listed(state, { payload }: PayloadAction<HostWallet[]>) {
      // One entry per uuid: the first wins, as the loader announced it first.
      state.list = payload.filter((wallet, i) => payload.findIndex((w) => w.uuid === wallet.uuid) === i)
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(storedStateRead, (state, { payload }) => {
        state.recent = payload.recent
      })
      .addCase(connected, (state, { payload }) => {
        const wallet = state.list.find((w) => w.uuid === payload.connectorId)
        if (!wallet) return
        const ref = { uuid: wallet.uuid, rdns: wallet.rdns }
        state.recent = [ref, ...state.recent.filter((r) => !isSameWallet(r, ref))].slice(0, RECENT_WALLETS_MAX)
      }),
})

export const { listed: setHostWallets } = hostWalletsSlice.actions
