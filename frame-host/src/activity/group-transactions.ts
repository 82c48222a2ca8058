import type { Transaction } from '../chain-data/index.js'

/** TransactionsByYear: year, then month (0–11), then the list, newest first by mined time. */
export type TransactionsByYear = Record<string, Record<string, Transaction[]>>

/** Dropped when every transfer is an NFT flagged as spam. */
export function isSpamOnly(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** Kept only when not spam and on the active network. */
export function keepTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === caipNetworkId && !isSpamOnly(t))
}

const minedAt = (t: Transaction) => Date.parse(t.metadata.minedAt)

/**
 * Adds a page of kept transactions to the grouping. Year and month are the
 * visitor's local calendar, as the list shows them. A transaction whose id is
 * already in its month replaces the old entry.
 */
export function groupTransactions(existing: TransactionsByYear, incoming: readonly Transaction[]): TransactionsByYear {
  const grouped: TransactionsByYear = Object.fromEntries(Object.entries(existing).map(([year, months]) => [year, { ...months }]))
  for (const transaction of incoming) {
    const date = new Date(minedAt(transaction))
    const year = String(date.getFullYear())
    const month = String(date.getMonth())
    const months = (grouped[year] ??= {})
    const list = [...(months[month] ?? [])]
    const index = list.findIndex((t) => t.id === transaction.id)
    if (index >= 0) list[index] = transaction
    else list.push(transaction)
    months[month] = list.sort((a, b) => minedAt(b) - minedAt(a))
  }
  return grouped
}

/** The grouping as the Activity tab lists it: newest year, then newest month, first. */
export function orderedGroups(grouped: TransactionsByYear): { year: number; month: number; transactions: Transaction[] }[] {
  return Object.entries(grouped)
    .flatMap(([year, months]) => Object.entries(months).map(([month, transactions]) => ({ year: Number(year), month: Number(month), transactions })))
    .sort((a, b) => b.year - a.year || b.month - a.month)
}
