import type { ListedToken } from '../config.js'
import type { PriceSource } from '../prices/index.js'
import { followChain } from './follow-chain.js'
import type { HistoryIndexer } from './indexer.js'
import { accountTransactions, type Position } from './store.js'
import { toTransaction } from './transactions.js'

export const PAGE_SIZE = 20

/** Cursors are `<block>.<index in block>` of the page's last transaction. */
export const CURSOR = /^(\d{1,12})\.(\d{1,6})$/

function position(cursor: string | undefined): Position | undefined {
  const match = cursor === undefined ? null : CURSOR.exec(cursor)
  return match ? { block: Number(match[1]), txIndex: Number(match[2]) } : undefined
}

/**
 * HISTORY_INDEXER=local: each request first follows the chain from the last
 * indexed block (follow-chain.ts), then pages through D1.
 */
export function localIndexer(db: D1Database, prices: PriceSource): HistoryIndexer {
  return {
    async transactions({ chain, account, cursor, origin }) {
      await followChain(db, chain)
      const page = await accountTransactions(db, chain.caipId, account, position(cursor), PAGE_SIZE + 1)
      const shown = page.slice(0, PAGE_SIZE)
      const tokens: ListedToken[] = [chain.native, ...chain.contracts.filter((t) => t.kind === 'erc20')]
      const unitPrices = await prices.prices(
        tokens.map((token) => ({ chain, token })),
        'usd',
      )
      const price = (token: ListedToken) => unitPrices[tokens.indexOf(token)] ?? 0
      const last = shown.at(-1)?.[0]
      return {
        data: shown.map((rows) => toTransaction(chain, account, rows, price, origin)),
        next: page.length > PAGE_SIZE && last ? `${last.blockNumber}.${last.txIndex}` : null,
      }
    },
  }
}
