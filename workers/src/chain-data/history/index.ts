import { priceSource } from '../prices/index.js'
import type { HistoryIndexer } from './indexer.js'
import { localIndexer } from './local-indexer.js'

export type { HistoryIndexer } from './indexer.js'

/** Answers no chain: every history is empty (a deployment without an indexer). */
const noIndexer: HistoryIndexer = { transactions: async () => ({ data: [], next: null }) }

/** The HISTORY_INDEXER variable: `local` (follow the chain into D1, the default) or `none`. */
export function historyIndexer(env: Env): HistoryIndexer {
  const name = (env.HISTORY_INDEXER ?? 'local').trim()
  if (name === 'none') return noIndexer
  if (name !== 'local') console.error(`[porthole] HISTORY_INDEXER '${name}' is unknown, the local indexer is used`)
  return localIndexer(env.DB, priceSource(env))
}
