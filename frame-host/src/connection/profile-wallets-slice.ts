import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { Namespaces, type Namespace } from '@porthole/protocol'
import { connected, disconnected, type ConnectedAccount } from '../shared-state/index.js'

/** A wallet the visitor connected earlier in this family and keeps beside the active one. */
export type ParkedConnection = { connectorId: string; accounts: ConnectedAccount[]; caipNetworkId: string }

export type ProfileWalletsState = Record<Namespace, ParkedConnection[]>

const initialState = Object.fromEntries(Namespaces.map((ns) => [ns, []])) as unknown as ProfileWalletsState

/**
 * Multi-wallet: the connection slice holds each family's active
 * connection (what the page's `eth_accounts` and events follow); this one the
 * family's other connected wallets, newest first, until the visitor makes
 * one active again, forgets it, or disconnects the family.
 */
export const profileWalletsSlice = createSlice({
  name: 'profileWallets',
  initialState,
  reducers: {
    /** The active connection steps aside for a new one (multi-wallet on). */
    parked(state, { payload }: PayloadAction<{ namespace: Namespace; connection: ParkedConnection }>) {
      const list = state[payload.namespace].filter((c) => c.connectorId !== payload.connection.connectorId)
      state[payload.namespace] = [payload.connection, ...list]
    },
    forgotten(state, { payload }: PayloadAction<{ namespace: Namespace; connectorId: string }>) {
      state[payload.namespace] = state[payload.namespace].filter((c) => c.connectorId !== payload.connectorId)
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(connected, (state, { payload }) => {
        state[payload.namespace] = state[payload.namespace].filter((c) => c.connectorId !== payload.connectorId)
      })
      .addCase(disconnected, (state, { payload }) => {
        state[payload.namespace] = []
      }),
})

export const { parked: parkConnection, forgotten: forgetParkedWallet } = profileWalletsSlice.actions
