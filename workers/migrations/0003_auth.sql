-- Embedded wallets: one account per identity, its key encrypted at rest
-- (AES-GCM under EMBEDDED_WALLET_KEK, src/auth/wallet-key.ts), and opaque session
-- tokens stored only as SHA-256 hashes.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,      -- email: the lowercased address; social: the OpenID sub
  username TEXT,
  address TEXT NOT NULL UNIQUE,
  encrypted_key TEXT NOT NULL, -- base64 of iv (12 bytes) || AES-GCM ciphertext, bound to the id
  created_at INTEGER NOT NULL,
  UNIQUE (provider, subject)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY, -- hex SHA-256 of the token; the token itself is never stored
  account_id TEXT NOT NULL REFERENCES accounts (id),
  device_id TEXT,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE INDEX sessions_account ON sessions (account_id);

-- Email one-time codes (login, and both steps of an email update), hashed.
CREATE TABLE email_codes (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  locked_until INTEGER,       -- set when the fifth wrong code locks the address out
  used_at INTEGER,
  account_id TEXT,            -- email update: the account being moved
  new_email TEXT,             -- email update: where it moves
  created_at INTEGER NOT NULL
);

CREATE INDEX email_codes_email ON email_codes (email, purpose, created_at);

-- Devices an email account has approved (VERIFY_DEVICE), and pending approvals.
CREATE TABLE devices (
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  approve_hash TEXT,          -- hex SHA-256 of the approval link's token while pending
  approved_at INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (email, device_id)
);

-- Email login may be triggered at most once per 30 s per address, until a login succeeds.
CREATE TABLE email_login_cooldowns (
  email TEXT PRIMARY KEY,
  requested_at INTEGER NOT NULL
);

-- What the dev mail transport "sent" (ENVIRONMENT=development only), for GET /dev/mailbox.
CREATE TABLE dev_mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);

CREATE INDEX dev_mailbox_recipient ON dev_mailbox (recipient, id);
