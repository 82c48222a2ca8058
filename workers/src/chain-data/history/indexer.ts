import type { HistoryResponse } from '@porthole/protocol'
import type { ChainInfo } from '../config.js'

export declare namespace HistoryIndexer {
  type Query = {
    chain: ChainInfo
    /** Lower-case 0x address. */
    account: `0x${string}`
    /** The `next` of the previous page, or undefined for the newest. */
    cursor: string | undefined
    /** For icons the adapter builds on the worker's own origin. */
    origin: string
  }
}

/**
 * Where `GET /v1/account/{account}/history` reads transfers. The local stack
 * uses `localIndexer` (blocks and logs of the chain, followed into D1 on
 * request). A production adapter (a hosted indexer such as Zerion, Covalent or
 * Etherscan) implements this one method: map the provider's transactions to
 * the spec's shape (protocol/chain-data.ts `transaction`), newest first, with an
 * opaque `next` cursor; then select it in `historyIndexer` by HISTORY_INDEXER.
 */
export interface HistoryIndexer {
  transactions(query: HistoryIndexer.Query): Promise<HistoryResponse>
}
