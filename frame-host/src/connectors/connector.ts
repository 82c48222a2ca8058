import type { AccountType, Namespace, ProviderEvent, RpcRequest } from '@porthole/protocol'
import type { WalletRef } from '../storage/index.js'

/**
 * What a wallet shares once connected: its addresses (active first), the chain
 * it is on (CAIP-2) and, for the embedded wallet, whether the active address
 * is its smart account (eoa when absent).
 */
export type WalletSession = { accounts: string[]; caipNetworkId: string; accountType?: AccountType | undefined }

export type ConnectorListener = (event: ProviderEvent, data: unknown) => void

export declare namespace Connector {
  type RequestOptions = {
    /** Aborted when nobody waits for the answer any more (the page timed out or left): a pending approval goes away. */
    signal?: AbortSignal
  }
}

/**
 * The one road to a wallet, whichever it is (the page's own, a WalletConnect
 * session, the embedded wallet) and whatever its namespace. Everything that
 * needs a wallet calls `request`; whether the visitor must approve first is
 * the connector's own business. The store keeps only the id; connectors are
 * made from state and services when needed (connectors/registry.ts).
 */
export interface Connector {
  readonly id: string
  readonly namespace: Namespace
  readonly name: string
  /** A data URI, shown only through <img>. */
  readonly icon: string
  /** What the frame stores to find this wallet again after a reload. */
  readonly ref: WalletRef
  /** Asks the wallet for its accounts; may prompt the visitor. */
  connect(): Promise<WalletSession>
  /** Silent reconnect: the session the wallet still grants, or undefined. Never prompts. */
  restore(): Promise<WalletSession | undefined>
  /** A request the wallet answers (signing, sending, switching); its errors keep their code. */
  request(args: RpcRequest, options?: Connector.RequestOptions): Promise<unknown>
  /** Tells the wallet the visitor disconnected; best effort. */
  disconnect(): Promise<void>
  /** The wallet's EIP-1193 events; returns the unsubscribe. */
  on(listener: ConnectorListener): () => void
}

/**
 * Where connectors come from, one source per kind of wallet. A source knows
 * its own ids; nothing outside connectors/ asks which kind a connector is.
 */
export type ConnectorSource<Context> = {
  /** The connector with this id for the namespace (one wallet may serve several), when it can be used now. */
  get(context: Context, connectorId: string, namespace: Namespace): Connector | undefined
  /** The stored wallet once it can be reached (it may wait a little for it), else undefined. */
  find(context: Context, stored: { connectorId: string; wallet: WalletRef; namespace: Namespace }): Promise<Connector | undefined>
}
