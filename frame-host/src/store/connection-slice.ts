import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { Namespaces, type Namespace } from '@porthole/protocol'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type NamespaceConnection = {
  status: ConnectionStatus
  /** CAIP-10: namespace:reference:address. */
  caipAddress?: string
  connectorId?: string
}

export type ConnectionState = Record<Namespace, NamespaceConnection>

const initialState = Object.fromEntries(Namespaces.map((ns) => [ns, { status: 'disconnected' }])) as ConnectionState

/** Spec §4: one connection status per chain family; connectors drive these. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connecting(state, { payload }: PayloadAction<{ namespace: Namespace; connectorId: string }>) {
      state[payload.namespace] = { status: 'connecting', connectorId: payload.connectorId }
    },
    connected(state, { payload }: PayloadAction<{ namespace: Namespace; connectorId: string; caipAddress: string }>) {
      state[payload.namespace] = { status: 'connected', connectorId: payload.connectorId, caipAddress: payload.caipAddress }
    },
    disconnected(state, { payload }: PayloadAction<{ namespace: Namespace }>) {
      state[payload.namespace] = { status: 'disconnected' }
    },
  },
})

export const { connecting, connected, disconnected } = connectionSlice.actions
