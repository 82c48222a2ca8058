import * as z from 'zod'

export type TransferRow = {
  txHash: string
  logIndex: number
  blockNumber: number
  txIndex: number
  minedAt: number
  nonce: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  sender: string
  receiver: string
  amount: string
}

export type Progress = { lastBlock: number; lastHash: string }

const progressRow = z.object({ last_block: z.number().int(), last_hash: z.string() })

const transferRow = z
  .object({
    tx_hash: z.string(),
    log_index: z.number().int(),
    block_number: z.number().int(),
    tx_index: z.number().int(),
    mined_at: z.number().int(),
    nonce: z.number().int(),
    kind: z.enum(['native', 'erc20', 'erc721']),
    token: z.string().nullable(),
    sender: z.string(),
    receiver: z.string(),
    amount: z.string(),
  })
  .transform((r): TransferRow => ({
    txHash: r.tx_hash,
    logIndex: r.log_index,
    blockNumber: r.block_number,
    txIndex: r.tx_index,
    minedAt: r.mined_at,
    nonce: r.nonce,
    kind: r.kind,
    token: r.token,
    sender: r.sender,
    receiver: r.receiver,
    amount: r.amount,
  }))

export async function readProgress(db: D1Database, chainId: string): Promise<Progress | undefined> {
  const row = await db.prepare('SELECT last_block, last_hash FROM indexed_chains WHERE chain_id = ?').bind(chainId).first()
  if (row === null) return undefined
  const parsed = progressRow.parse(row)
  return { lastBlock: parsed.last_block, lastHash: parsed.last_hash }
}

export async function forgetChain(db: D1Database, chainId: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM indexed_transfers WHERE chain_id = ?').bind(chainId),
    db.prepare('DELETE FROM indexed_chains WHERE chain_id = ?').bind(chainId),
  ])
}

/** Stores a range's transfers and the progress in one batch; a concurrent request's copy of them is ignored. */
export async function saveBlocks(db: D1Database, chainId: string, rows: TransferRow[], progress: Progress): Promise<void> {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO indexed_transfers (chain_id, tx_hash, log_index, block_number, tx_index, mined_at, nonce, kind, token, sender, receiver, amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  await db.batch([
    ...rows.map((r) =>
      insert.bind(chainId, r.txHash, r.logIndex, r.blockNumber, r.txIndex, r.minedAt, r.nonce, r.kind, r.token, r.sender, r.receiver, r.amount),
    ),
    db
      .prepare(
        `INSERT INTO indexed_chains (chain_id, last_block, last_hash) VALUES (?, ?, ?)
         ON CONFLICT (chain_id) DO UPDATE SET last_block = excluded.last_block, last_hash = excluded.last_hash
         WHERE excluded.last_block > indexed_chains.last_block`,
      )
      .bind(chainId, progress.lastBlock, progress.lastHash),
  ])
}

/** A position in an account's history: block, then index in the block. */
export type Position = { block: number; txIndex: number }

/**
 * The account's transactions before `before` (all when undefined), newest
 * first, at most `limit`, each with the transfers that involve the account.
 */
export async function accountTransactions(
  db: D1Database,
  chainId: string,
  account: string,
  before: Position | undefined,
  limit: number,
): Promise<TransferRow[][]> {
  const at = before ?? { block: Number.MAX_SAFE_INTEGER, txIndex: 0 }
  const { results: hashes } = await db
    .prepare(
      `SELECT DISTINCT block_number, tx_index, tx_hash FROM indexed_transfers
       WHERE chain_id = ?1 AND (sender = ?2 OR receiver = ?2) AND (block_number < ?3 OR (block_number = ?3 AND tx_index < ?4))
       ORDER BY block_number DESC, tx_index DESC LIMIT ?5`,
    )
    .bind(chainId, account, at.block, at.txIndex, limit)
    .all<{ tx_hash: string }>()
  if (hashes.length === 0) return []
  const list = hashes.map((h) => h.tx_hash)
  const { results } = await db
    .prepare(
      `SELECT * FROM indexed_transfers WHERE chain_id = ? AND (sender = ? OR receiver = ?) AND tx_hash IN (${list.map(() => '?').join(', ')})
       ORDER BY log_index`,
    )
    .bind(chainId, account, account, ...list)
    .all()
  const rows = results.map((r) => transferRow.parse(r))
  return list.map((hash) => rows.filter((r) => r.txHash === hash))
}
