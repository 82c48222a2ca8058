-- Smart sessions (ERC-7715): each grant a smart account made to a dapp's
-- session key through PortholeSessionModule, registered by the frame after
-- the grant's transaction and checked on chain. A newer grant of the same
-- key by the same account replaces the older on chain, so it ends the older
-- record too (revoked_at).
CREATE TABLE smart_sessions (
  pci TEXT PRIMARY KEY,          -- 32 hex characters, random
  project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL,        -- CAIP-2
  address TEXT NOT NULL,         -- the smart account, lowercase
  session_key TEXT NOT NULL,     -- lowercase
  account_id TEXT NOT NULL,      -- the embedded account that granted it
  permissions TEXT NOT NULL,     -- JSON, protocol/src/sessions.ts `sessionPermission`[]
  expiry INTEGER NOT NULL,       -- unix seconds, the module's validUntil
  created_at INTEGER NOT NULL,   -- ms
  revoked_at INTEGER             -- ms
);

CREATE INDEX smart_sessions_address ON smart_sessions (project_id, address);
