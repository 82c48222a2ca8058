import { WALLET_COLUMNS, type WalletEntry } from './wallet.js'

const COLUMNS = [...WALLET_COLUMNS, 'rank'] as const

/** A SQLite string literal. JSON text holds no raw NUL, so quoting is all it needs. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * Statements that make the wallets table hold exactly `wallets`: the others are
 * deleted (their ids returned), then every listing is upserted. The data travels
 * as one JSON literal, so there are two statements however long the list.
 */
export function seedWalletsSql(wallets: readonly WalletEntry[]): string[] {
  const data = literal(JSON.stringify(wallets))
  const values = COLUMNS.map((column) => `json_extract(w.value, '$.${column}')`).join(', ')
  const updates = COLUMNS.filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ')
  return [
    `DELETE FROM wallets WHERE id NOT IN (SELECT json_extract(value, '$.id') FROM json_each(${data})) RETURNING id`,
    // `WHERE true` tells SQLite the ON CONFLICT belongs to the INSERT, not the SELECT's join.
    `INSERT INTO wallets (${COLUMNS.join(', ')}) SELECT ${values} FROM json_each(${data}) AS w WHERE true ON CONFLICT(id) DO UPDATE SET ${updates}`,
  ]
}
