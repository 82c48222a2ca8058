import type { AccountName } from '@porthole/protocol'
import { getAddress } from 'viem'
import * as z from 'zod'

const row = z.object({
  name: z.string(),
  address: z.string().regex(/^0x[0-9a-f]{40}$/),
  coin_type: z.number().int(),
  attributes: z.string().transform((text) => z.record(z.string(), z.string()).parse(JSON.parse(text))),
  registered_at: z.number().int(),
  updated_at: z.number().int(),
})
type NameRow = z.infer<typeof row>

const COLUMNS = 'name, address, coin_type, attributes, registered_at, updated_at'

function parseRow(value: unknown): NameRow {
  const parsed = row.safeParse(value)
  if (!parsed.success) throw new Error(`account_names row is invalid: ${parsed.error.message}`)
  return parsed.data
}

/** A row as spec's name record: the address under its coin type, attributes as a one-object list. */
export function toAccountName(r: NameRow): AccountName {
  return {
    name: r.name,
    registered: r.registered_at,
    updated: r.updated_at,
    addresses: { [String(r.coin_type)]: { address: getAddress(r.address), created: String(r.registered_at) } },
    attributes: Object.keys(r.attributes).length === 0 ? [] : [r.attributes],
  }
}

export async function findName(db: D1Database, name: string): Promise<AccountName | undefined> {
  const found = await db.prepare(`SELECT ${COLUMNS} FROM account_names WHERE name = ?`).bind(name).first()
  return found === null ? undefined : toAccountName(parseRow(found))
}

/** The address's names, the newest registration first. */
export async function namesOf(db: D1Database, address: string): Promise<AccountName[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM account_names WHERE address = ? ORDER BY registered_at DESC, name`).bind(address).all()
  return results.map((r) => toAccountName(parseRow(r)))
}

/** Which of `names` are registered. */
export async function registeredAmong(db: D1Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const { results } = await db
    .prepare(`SELECT name FROM account_names WHERE name IN (${names.map(() => '?').join(', ')})`)
    .bind(...names)
    .all()
  return new Set(results.map((r) => String(r.name)))
}

export type Registration = { name: string; address: string; coinType: number; attributes: Record<string, string>; now: number }

/**
 * Registers the name for the address, or updates its attributes when the
 * address already holds it. Undefined when another address holds it.
 */
export async function saveName(db: D1Database, r: Registration): Promise<AccountName | undefined> {
  const saved = await db
    .prepare(
      `INSERT INTO account_names (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET attributes = excluded.attributes, coin_type = excluded.coin_type, updated_at = excluded.updated_at
       WHERE account_names.address = excluded.address
       RETURNING ${COLUMNS}`,
    )
    .bind(r.name, r.address, r.coinType, JSON.stringify(r.attributes), r.now, r.now)
    .first()
  return saved === null ? undefined : toAccountName(parseRow(saved))
}
