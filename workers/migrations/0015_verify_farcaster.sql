-- Verify API: the page origin the frame registered each outgoing
-- WalletConnect request for, by the SHA-256 of the request as the wallet
-- receives it; wallets read it back while the request is live.
CREATE TABLE verify_attestations (
  id TEXT PRIMARY KEY,         -- 64 hex: sign-client's hash of the decrypted request
  project_id TEXT NOT NULL,
  origin TEXT NOT NULL,        -- the page origin, on the project's allow-list when registered
  expires_at INTEGER NOT NULL  -- ms; a WalletConnect proposal or request lives 5 minutes
);
CREATE INDEX verify_attestations_expiry ON verify_attestations (expires_at);

-- Sign In With Farcaster: the Farcaster Auth relay's channels. The
-- channel token is a bearer secret (in the QR code's URL), kept as its hash; a
-- channel the frame opened also has the hash of a secret only the frame holds,
-- which alone redeems it for a Porthole session, once.
CREATE TABLE farcaster_channels (
  token_hash TEXT PRIMARY KEY,
  secret_hash TEXT,              -- NULL: opened through the public relay API, never redeemed here
  project_id TEXT,
  nonce TEXT NOT NULL,
  url TEXT NOT NULL,
  request TEXT NOT NULL,         -- JSON: what the app asked to be signed (siweUri, domain, times, requestId)
  authentication TEXT,           -- JSON: what the Farcaster client posted; NULL while pending
  expires_at INTEGER NOT NULL,
  redeemed_at INTEGER
);
CREATE INDEX farcaster_channels_expiry ON farcaster_channels (expires_at);
