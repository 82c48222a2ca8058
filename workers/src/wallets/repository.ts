import { WALLET_COLUMNS, walletRow, type Wallet } from './wallet.js'

export type WalletFilter = {
  include: readonly string[]
  exclude: readonly string[]
  /** Wallets supporting any of these chains. */
  chains: readonly string[]
  /** Case-insensitive substring of the name; '' for none. */
  search: string
  certifiedOnly: boolean
}

export type WalletPage = { data: Wallet[]; count: number }

type Where = { sql: string; params: unknown[]; order: string }

const COLUMNS = WALLET_COLUMNS.join(', ')

/** The filter as SQL. Lists travel as one JSON parameter each, so their length never meets D1's bind limit. */
function where(filter: WalletFilter): Where {
  const params: unknown[] = []
  const bind = (value: unknown) => `?${params.push(value)}`
  const clauses: string[] = []
  const inList = (list: readonly string[]) => `(SELECT value FROM json_each(${bind(JSON.stringify(list))}))`
  if (filter.include.length > 0) clauses.push(`id IN ${inList(filter.include)}`)
  if (filter.exclude.length > 0) clauses.push(`id NOT IN ${inList(filter.exclude)}`)
  if (filter.chains.length > 0) {
    clauses.push(`EXISTS (SELECT 1 FROM json_each(wallets.chains) AS c WHERE c.value IN ${inList(filter.chains)})`)
  }
  if (filter.certifiedOnly) clauses.push(`badge_type = 'certified'`)
  let order = ''
  if (filter.search !== '') {
    const term = `lower(${bind(filter.search)})`
    clauses.push(`instr(lower(name), ${term}) > 0`)
    // Names that start with the term, then names with a word that does, then the rest.
    order = `CASE WHEN instr(lower(name), ${term}) = 1 THEN 0 WHEN instr(' ' || lower(name), ' ' || ${term}) > 0 THEN 1 ELSE 2 END, `
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params, order }
}

function parseRow(row: Record<string, unknown>): Wallet {
  const parsed = walletRow.safeParse(row)
  if (!parsed.success) throw new Error(`Wallet row '${String(row.id)}' is invalid: ${parsed.error.message}`)
  return parsed.data
}

/** One page of the matching wallets, ranked first, then by name; `count` is every match. */
export async function listWallets(db: D1Database, filter: WalletFilter, page: number, entries: number): Promise<WalletPage> {
  const w = where(filter)
  const limit = w.params.length + 1
  const list = db
    .prepare(`SELECT ${COLUMNS} FROM wallets ${w.sql} ORDER BY ${w.order}rank IS NULL, rank, name COLLATE NOCASE, id LIMIT ?${limit} OFFSET ?${limit + 1}`)
    .bind(...w.params, entries, (page - 1) * entries)
  const total = db.prepare(`SELECT COUNT(*) AS count FROM wallets ${w.sql}`).bind(...w.params)
  const [rows, counted] = await db.batch<Record<string, unknown>>([list, total])
  const count = counted?.results[0]?.count
  if (typeof count !== 'number') throw new Error('Wallet count query returned no number')
  return { data: (rows?.results ?? []).map(parseRow), count }
}

/** The name behind an image id, for its generated picture; undefined when no wallet uses it. */
export async function findWalletImage(db: D1Database, imageId: string): Promise<string | undefined> {
  const row = await db.prepare('SELECT name FROM wallets WHERE image_id = ? ORDER BY id LIMIT 1').bind(imageId).first<{ name: string }>()
  return row?.name
}
