-- Smart accounts. The networks a project offers smart accounts on (JSON array of
-- CAIP-2 ids; NULL: none), and every UserOperation the worker signed, stored before it is sent so a
-- bundler outage loses none and a retry never sends a second one (smart-account/pending.ts).
ALTER TABLE projects ADD COLUMN smart_account_networks TEXT;

CREATE TABLE user_operations (
  hash TEXT PRIMARY KEY,          -- the userOpHash (EntryPoint v0.7)
  account_id TEXT NOT NULL,       -- the embedded account (accounts.id) that signed it
  chain_id TEXT NOT NULL,         -- CAIP-2
  sender TEXT NOT NULL,           -- the smart account
  nonce TEXT NOT NULL,            -- decimal
  calls TEXT NOT NULL,            -- JSON [{ to, value, data }], what the visitor asked for
  user_operation TEXT NOT NULL,   -- JSON, the signed UserOperation as sent (bigints as decimal strings)
  status TEXT NOT NULL,           -- 'pending' | 'included' | 'failed' (reverted) | 'rejected' (by the bundler)
  transaction_hash TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX user_operations_pending ON user_operations (account_id, chain_id, status);
