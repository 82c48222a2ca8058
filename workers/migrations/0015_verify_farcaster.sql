-- Verify API (issue 17): the page origin the frame registered each outgoing
-- WalletConnect request for, by the SHA-256 of the request as the wallet
-- receives it; wallets read it back while the request is live.
CREATE TABLE verify_attestations (
  id TEXT PRIMARY KEY,         -- 64 hex: sign-client's hash of the decrypted request
  project_id TEXT NOT NULL,
  origin TEXT NOT NULL,        -- the page origin, on the project's allow-list when registered
  expires_at INTEGER NOT NULL  -- ms; a proposal or request lives 5 minutes (spec §9)
);
CREATE INDEX verify_attestations_expiry ON verify_attestations (expires_at);
