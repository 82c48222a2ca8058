import type { Hex } from 'viem'
import * as z from 'zod'

/**
 * The UserOperations the worker signed (table user_operations), each stored before it is sent:
 * a bundler outage loses none, and a retry settles or re-sends the same one, never a second.
 */

export type UserOperationStatus = 'pending' | 'included' | 'failed' | 'rejected'

/** A call as the visitor asked for it, normalised so that the same calls compare equal. */
export type NormalCall = { to: Hex; value: Hex; data: Hex }

export type StoredUserOperation = {
  hash: Hex
  sender: Hex
  nonce: bigint
  /** JSON of NormalCall[]: equal calls give equal text. */
  calls: string
  /** The signed UserOperation in its JSON-RPC form, sent again exactly as it was. */
  request: Record<string, unknown>
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const row = z.object({
  hash: hex,
  sender: hex,
  nonce: z.string().regex(/^\d+$/).transform(BigInt),
  calls: z.string(),
  user_operation: z.string().transform((text) => z.record(z.string(), z.unknown()).parse(JSON.parse(text))),
})

export function callsKey(calls: NormalCall[]): string {
  return JSON.stringify(calls.map(({ to, value, data }) => ({ to: to.toLowerCase(), value: `0x${BigInt(value).toString(16)}`, data: data.toLowerCase() })))
}

export async function storePending(db: D1Database, accountId: string, caipId: string, op: StoredUserOperation): Promise<void> {
  const now = Date.now()
  await db
    .prepare(
      'INSERT INTO user_operations (hash, account_id, chain_id, sender, nonce, calls, user_operation, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(op.hash, accountId, caipId, op.sender, op.nonce.toString(), op.calls, JSON.stringify(op.request), 'pending', now, now)
    .run()
}

/** The account's UserOperations on the chain still waiting for an outcome, oldest first. */
export async function listPending(db: D1Database, accountId: string, caipId: string): Promise<StoredUserOperation[]> {
  const { results } = await db
    .prepare(
      "SELECT hash, sender, nonce, calls, user_operation FROM user_operations WHERE account_id = ? AND chain_id = ? AND status = 'pending' ORDER BY created_at",
    )
    .bind(accountId, caipId)
    .all()
  return results.map((r) => {
    const { user_operation, ...rest } = row.parse(r)
    return { ...rest, request: user_operation }
  })
}

export async function settle(db: D1Database, hash: Hex, status: Exclude<UserOperationStatus, 'pending'>, transactionHash: Hex | null): Promise<void> {
  await db
    .prepare('UPDATE user_operations SET status = ?, transaction_hash = ?, updated_at = ? WHERE hash = ?')
    .bind(status, transactionHash, Date.now(), hash)
    .run()
}
