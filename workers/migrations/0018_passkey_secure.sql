-- A passkey may also secure an email or social account's smart account ('secure'): the
-- challenge's purpose allows it. Challenges live 5 minutes, so the table is made anew.
DROP TABLE passkey_challenges;
CREATE TABLE passkey_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in', 'secure')),
  challenge TEXT NOT NULL,          -- hex of 32 random bytes
  user_id TEXT,                     -- register: hex of the new account's 16-byte user handle
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
