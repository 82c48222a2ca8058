-- Solana: each embedded account also holds an ed25519 key, sealed like the EVM
-- key (AES-GCM under EMBEDDED_WALLET_KEK, src/auth/solana-key.ts) with additional data of
-- its own. Accounts created before this migration get theirs on their next sign-in or
-- session check, so the columns stay NULL until then.
ALTER TABLE accounts ADD COLUMN solana_address TEXT;        -- base58 public key
ALTER TABLE accounts ADD COLUMN solana_encrypted_key TEXT;  -- hex of iv (12 bytes) || AES-GCM ciphertext of the PKCS #8 private key
ALTER TABLE accounts ADD COLUMN solana_kek_version INTEGER; -- the KEK version it is under (rotation: `npm run keys`)
CREATE UNIQUE INDEX accounts_solana_address ON accounts (solana_address);
CREATE INDEX accounts_solana_kek_version ON accounts (solana_kek_version);
