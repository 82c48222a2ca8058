-- Passkey accounts: the visitor's passkey owns a Safe smart account, and the worker keeps only the
-- credential's id and public key. Such an account has no key here, so the EVM key's columns become
-- nullable. SQLite cannot alter a column: the table is rebuilt with every column, index and
-- constraint it had. Its rows wait in a copy while it is dropped and created again under its own
-- name, so sessions' REFERENCES accounts (id) names the new table; the rows the drop left without
-- an account have theirs again when the copy comes back, and the check waits for the commit.
PRAGMA defer_foreign_keys = true;

CREATE TABLE accounts_copy AS SELECT * FROM accounts;
DROP TABLE accounts;

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,           -- 'passkey', or the identity provider (email, google, farcaster, ...)
  subject TEXT NOT NULL,            -- email: the lowercased address; social: the OpenID sub; passkey: the account id
  username TEXT,
  address TEXT NOT NULL UNIQUE,     -- the key's address; passkey: its smart account's
  encrypted_key TEXT,               -- hex of iv (12 bytes) || AES-GCM ciphertext, bound to the id; NULL: a passkey account
  created_at INTEGER NOT NULL,
  kek_version INTEGER,              -- the KEK version encrypted_key is under (rotation: `npm run keys`)
  solana_address TEXT,              -- base58 public key
  solana_encrypted_key TEXT,        -- hex of iv (12 bytes) || AES-GCM ciphertext of the PKCS #8 private key
  solana_kek_version INTEGER,       -- the KEK version it is under
  UNIQUE (provider, subject),
  CHECK ((encrypted_key IS NULL) = (kek_version IS NULL)),
  CHECK ((provider = 'passkey') = (encrypted_key IS NULL))
);

INSERT INTO accounts (id, provider, subject, username, address, encrypted_key, created_at, kek_version, solana_address, solana_encrypted_key, solana_kek_version)
  SELECT id, provider, subject, username, address, encrypted_key, created_at, kek_version, solana_address, solana_encrypted_key, solana_kek_version FROM accounts_copy;
DROP TABLE accounts_copy;

CREATE INDEX accounts_kek_version ON accounts (kek_version);
CREATE UNIQUE INDEX accounts_solana_address ON accounts (solana_address);
CREATE INDEX accounts_solana_kek_version ON accounts (solana_kek_version);

-- A passkey account's credentials: the public key is all the worker needs to check a sign-in.
CREATE TABLE passkey_credentials (
  credential_id TEXT PRIMARY KEY,   -- base64url, as the browser names it
  account_id TEXT NOT NULL REFERENCES accounts (id),
  public_key TEXT NOT NULL,         -- uncompressed P-256, hex of 0x04 || x || y
  sign_count INTEGER NOT NULL,      -- the authenticator's counter at its last use; 0: it keeps none
  created_at INTEGER NOT NULL
);
CREATE INDEX passkey_credentials_account ON passkey_credentials (account_id);

-- Challenges the worker issued, each answered at most once and only before expires_at.
CREATE TABLE passkey_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  challenge TEXT NOT NULL,          -- hex of 32 random bytes
  user_id TEXT,                     -- register: hex of the new account's 16-byte user handle
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

-- The passkey a session signed in with (passkey accounts only).
ALTER TABLE sessions ADD COLUMN credential_id TEXT;
