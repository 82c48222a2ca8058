-- Recovery of a passkey-secured account ('recover'): the account's email or social identity's key,
-- the recovery module's guardian, proposes a new passkey as the Safe's only owner; it takes over
-- after the module's delay unless a passkey of the account cancels. Challenges live 5 minutes, so
-- their table is made anew for the new purpose.
DROP TABLE passkey_challenges;
CREATE TABLE passkey_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in', 'secure', 'add', 'recover')),
  challenge TEXT NOT NULL,          -- hex of 32 random bytes
  user_id TEXT,                     -- register: hex of the new account's 16-byte user handle
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

-- The passkey a started recovery proposes, one per account (a new start replaces it): recorded in
-- passkey_credentials only once the chain shows its signer as the Safe's owner, when the account's
-- earlier passkeys, which the recovery removed as owners, are forgotten.
CREATE TABLE passkey_recoveries (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id),
  credential_id TEXT NOT NULL UNIQUE, -- base64url, as the browser names it
  public_key TEXT NOT NULL,           -- uncompressed P-256, hex of 0x04 || x || y
  sign_count INTEGER NOT NULL,
  signer TEXT NOT NULL,               -- its own signer contract (SafeWebAuthnSignerProxy)
  safe TEXT NOT NULL,                 -- the smart account it is to own
  module TEXT NOT NULL,               -- the recovery module that holds the request
  execute_after INTEGER NOT NULL,     -- unix seconds (chain time) from which it can take over
  created_at INTEGER NOT NULL
);
