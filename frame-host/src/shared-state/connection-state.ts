import { Namespaces, type AccountType, type Namespace } from '@porthole/protocol'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Account: host wallets give plain accounts (eoa); the embedded wallet's may be its smart account. */
export type ConnectedAccount = { address: string; type: AccountType }

export type NamespaceConnection = {
  status: ConnectionStatus
  connectorId?: string
  /** Checksummed, the active one first. Empty unless connected. */
  accounts: ConnectedAccount[]
}

export type ConnectionState = Record<Namespace, NamespaceConnection>

export const noConnection = (): NamespaceConnection => ({ status: 'disconnected', accounts: [] })
export const initialConnectionState = Object.fromEntries(Namespaces.map((ns) => [ns, noConnection()])) as ConnectionState
