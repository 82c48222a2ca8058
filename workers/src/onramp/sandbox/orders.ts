/** A sandbox order as stored (migration 0009): what is credited to whom, and whether it was. */
export type SandboxOrder = {
  id: string
  projectId: string
  chainId: string
  walletAddress: string
  assetSymbol: string
  assetAddress: string | null
  assetDecimals: number
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  createdAt: number
  completedAt: number | null
}

type Row = {
  id: string
  project_id: string
  chain_id: string
  wallet_address: string
  asset_symbol: string
  asset_address: string | null
  asset_decimals: number
  crypto_amount: string
  fiat_amount: string
  fiat_currency: string
  created_at: number
  completed_at: number | null
}

export async function createOrder(db: D1Database, order: SandboxOrder): Promise<void> {
  await db
    .prepare(
      'INSERT INTO onramp_orders (id, project_id, chain_id, wallet_address, asset_symbol, asset_address, asset_decimals, crypto_amount, fiat_amount, fiat_currency, created_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)',
    )
    .bind(
      order.id,
      order.projectId,
      order.chainId,
      order.walletAddress,
      order.assetSymbol,
      order.assetAddress,
      order.assetDecimals,
      order.cryptoAmount,
      order.fiatAmount,
      order.fiatCurrency,
      order.createdAt,
    )
    .run()
}

export async function findOrder(db: D1Database, id: string): Promise<SandboxOrder | undefined> {
  const row = await db.prepare('SELECT * FROM onramp_orders WHERE id = ?').bind(id).first<Row>()
  if (!row) return undefined
  return {
    id: row.id,
    projectId: row.project_id,
    chainId: row.chain_id,
    walletAddress: row.wallet_address,
    assetSymbol: row.asset_symbol,
    assetAddress: row.asset_address,
    assetDecimals: row.asset_decimals,
    cryptoAmount: row.crypto_amount,
    fiatAmount: row.fiat_amount,
    fiatCurrency: row.fiat_currency,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  }
}

/** Marks the order completed unless it already is; only the one call that marks it may credit. */
export async function claimOrder(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db.prepare('UPDATE onramp_orders SET completed_at = ? WHERE id = ? AND completed_at IS NULL').bind(now, id).run()
  return result.meta.changes === 1
}

/** A credit that failed leaves the order open, so completing it again can still credit once. */
export async function releaseOrder(db: D1Database, id: string): Promise<void> {
  await db.prepare('UPDATE onramp_orders SET completed_at = NULL WHERE id = ?').bind(id).run()
}
