-- Sign-in with X: a project's sign-in settings (protocol/src/siwx.ts
-- `siwxProjectConfig`, JSON; NULL: sign-in is off), the nonces the worker
-- issued (each used once) and the sessions it verified.
ALTER TABLE projects ADD COLUMN siwx TEXT;

CREATE TABLE siwx_nonces (
  nonce TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  domain TEXT NOT NULL,       -- the page's host the message must name
  uri TEXT NOT NULL,          -- the page's origin
  address TEXT NOT NULL,
  chain_id TEXT NOT NULL,     -- CAIP-2
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE siwx_sessions (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  address TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  message TEXT NOT NULL,
  signature TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE INDEX siwx_sessions_address ON siwx_sessions (project_id, address);
