-- Social login (workers/src/auth/social/). Both tables hold short-lived, single-use rows:
-- a row is deleted when it is used, and rows past expires_at are never read.

-- An authorization request in flight: the PKCE verifier and nonce never leave the worker.
CREATE TABLE social_flows (
  state TEXT PRIMARY KEY,        -- the OAuth `state`, random, sent to the provider
  provider TEXT NOT NULL,        -- google | x | discord | apple | github | facebook
  code_verifier TEXT NOT NULL,   -- PKCE (RFC 7636), S256 challenge sent
  nonce TEXT NOT NULL,           -- OpenID Connect nonce (checked in the ID token)
  result_key TEXT NOT NULL,      -- AES-GCM key (base64url) the result is sealed with; the frame holds it too
  return_to TEXT,                -- redirect mode: the page address to return to; NULL for a popup
  expires_at INTEGER NOT NULL    -- Unix milliseconds
);

-- A finished sign-in waiting for the frame that started it: sealed with that frame's key.
CREATE TABLE social_results (
  id TEXT PRIMARY KEY,           -- random; carried by the resultUri
  sealed TEXT NOT NULL,          -- AES-GCM (iv || ciphertext, base64url) of the session, keyed by the frame's secret
  expires_at INTEGER NOT NULL
);
CREATE INDEX social_flows_expiry ON social_flows (expires_at);
CREATE INDEX social_results_expiry ON social_results (expires_at);
