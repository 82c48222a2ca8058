import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AccountType, Namespace } from '@porthole/protocol'
import { initialConnectionState, noConnection, type ConnectedAccount } from './connection-state.js'
import type { StoredConnection } from '../storage/index.js'

export type { ConnectedAccount, ConnectionStatus } from './connection-state.js'

/** The first account is the acting one and has the given type; any others are plain accounts. */
const typed = (accounts: string[], type: AccountType = 'eoa'): ConnectedAccount[] => accounts.map((address, i) => ({ address, type: i === 0 ? type : 'eoa' }))

/** One connection status per chain family; connectors drive these. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    /** A previous connection was stored: the frame tries it again without a prompt. */
    reconnectStarted(state, { payload }: PayloadAction<StoredConnection>) {
      state[payload.namespace] = { status: 'connecting', connectorId: payload.connectorId, accounts: [] }
    },
    /** `caipNetworkId`: the wallet's chain, which becomes the active network (network-slice); `accountType`: the first account's. */
    connected(
      state,
      {
        payload,
      }: PayloadAction<{ namespace: Namespace; connectorId: string; accounts: string[]; caipNetworkId: string; accountType?: AccountType | undefined }>,
    ) {
      state[payload.namespace] = { status: 'connected', connectorId: payload.connectorId, accounts: typed(payload.accounts, payload.accountType) }
    },
    accountsChanged(state, { payload }: PayloadAction<{ namespace: Namespace; accounts: string[]; accountType?: AccountType | undefined }>) {
      if (state[payload.namespace].status === 'connected') state[payload.namespace].accounts = typed(payload.accounts, payload.accountType)
    },
    /** `closeModal: false` keeps the modal open. */
    disconnected(state, { payload }: PayloadAction<{ namespace: Namespace; closeModal?: boolean }>) {
      state[payload.namespace] = noConnection()
    },
  },
})

export const { reconnectStarted, connected, accountsChanged, disconnected } = connectionSlice.actions
