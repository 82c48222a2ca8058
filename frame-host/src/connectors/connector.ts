import type { Namespace, ProviderEvent, RpcRequest } from '@porthole/protocol'

/** What a wallet shares once connected: checksummed addresses, active first, and its chain. */
export type WalletSession = { accounts: string[]; chainId: number }

export type ConnectorListener = (event: ProviderEvent, data: unknown) => void

/**
 * One way to reach a wallet (the page's injected wallets now; WalletConnect
 * and the embedded wallet later), whatever its namespace. The store keeps
 * only the connector's id; connectors are made from state when needed.
 */
export interface Connector {
  readonly id: string
  readonly namespace: Namespace
  readonly name: string
  /** A data URI, shown only through <img>. */
  readonly icon: string
  /** Asks for the accounts; `silent` never prompts and may find none. */
  connect(options?: { silent?: boolean }): Promise<WalletSession>
  /** A request the wallet answers (signing, sending, switching); its errors keep their code. */
  request(args: RpcRequest): Promise<unknown>
  /** Tells the wallet the visitor disconnected; best effort. */
  disconnect(): Promise<void>
  /** The wallet's EIP-1193 events; returns the unsubscribe. */
  on(listener: ConnectorListener): () => void
}
