-- On-ramp: orders of the development sandbox provider (src/onramp/sandbox/). An order
-- is written when its checkout URL is generated and completed at most once: completed_at is set
-- by a conditional UPDATE, so a replayed completion credits nothing.
CREATE TABLE onramp_orders (
  id TEXT PRIMARY KEY,             -- random, in the checkout URL
  project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL,          -- CAIP-2 chain the wallet is credited on
  wallet_address TEXT NOT NULL,
  asset_symbol TEXT NOT NULL,      -- what is bought (USDC, ETH, SOL)
  asset_address TEXT,              -- the token contract; NULL for the chain's native coin
  asset_decimals INTEGER NOT NULL,
  crypto_amount TEXT NOT NULL,     -- decimal string, after fees
  fiat_amount TEXT NOT NULL,       -- decimal string, what the visitor pays
  fiat_currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
