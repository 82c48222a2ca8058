-- A further passkey of an account ('add'): its own signer contract (SafeWebAuthnSignerProxy, one per
-- key) becomes an owner of the account's Safe beside the first passkey's shared signer. The
-- challenge's purpose allows it; challenges live 5 minutes, so the table is made anew.
DROP TABLE passkey_challenges;
CREATE TABLE passkey_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in', 'secure', 'add')),
  challenge TEXT NOT NULL,          -- hex of 32 random bytes
  user_id TEXT,                     -- register: hex of the new account's 16-byte user handle
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

-- The owner a credential signs for: NULL, the shared signer (the account's first passkey); an
-- address, the passkey's own signer contract.
ALTER TABLE passkey_credentials ADD COLUMN signer TEXT;

-- Passkeys made to be added, checked but not yet owners: recorded in passkey_credentials only once
-- the chain shows their signer among the Safe's owners, so a passkey that owns nothing signs no one in.
CREATE TABLE passkey_additions (
  credential_id TEXT PRIMARY KEY,   -- base64url, as the browser names it
  account_id TEXT NOT NULL REFERENCES accounts (id),
  public_key TEXT NOT NULL,         -- uncompressed P-256, hex of 0x04 || x || y
  sign_count INTEGER NOT NULL,
  signer TEXT NOT NULL,             -- its signer contract's address (counterfactual until deployed)
  safe TEXT NOT NULL,               -- the smart account it is to own
  created_at INTEGER NOT NULL
);
CREATE INDEX passkey_additions_account ON passkey_additions (account_id);
