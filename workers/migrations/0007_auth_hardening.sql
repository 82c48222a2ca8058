-- Authentication hardening: social logins bound to the browser that finishes them,
-- redirect returns only to registered URLs, device approvals that name the device,
-- and wallet keys that record the key-encryption key they are under.

-- The exact page addresses a redirect-mode social login may return to (JSON array of URLs).
ALTER TABLE projects ADD COLUMN return_urls TEXT NOT NULL DEFAULT '[]';

-- hex SHA-256 of the flow-binding secret the starting browser holds in a first-party,
-- HttpOnly cookie; the callback refuses a browser without it. Flows started before this
-- migration have none and can no longer finish.
ALTER TABLE social_flows ADD COLUMN binding_hash TEXT NOT NULL DEFAULT '';

-- The version of EMBEDDED_WALLET_KEK the key is encrypted under (rotation: `npm run keys`).
ALTER TABLE accounts ADD COLUMN kek_version INTEGER NOT NULL DEFAULT 1;
CREATE INDEX accounts_kek_version ON accounts (kek_version);

-- What the approval page shows about the device asking: its browser, and when it asked.
ALTER TABLE devices ADD COLUMN user_agent TEXT;
ALTER TABLE devices ADD COLUMN requested_at INTEGER;
