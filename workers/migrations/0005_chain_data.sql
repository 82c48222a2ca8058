-- The chain-data API (workers/src/chain-data/).

-- Registered names (POST /v1/profile/account): the full name with its suffix, lower-case.
CREATE TABLE account_names (
  name TEXT PRIMARY KEY,
  address TEXT NOT NULL,        -- lower-case 0x address that signed the registration
  coin_type INTEGER NOT NULL,   -- 0x80000000 | chain id (an EVM chain id sets the top bit)
  attributes TEXT NOT NULL,     -- JSON object of string values
  registered_at INTEGER NOT NULL, -- Unix seconds
  updated_at INTEGER NOT NULL
);
CREATE INDEX account_names_address ON account_names (address, registered_at);

-- The development indexer's progress per chain: the last block read and its hash,
-- so a restarted chain (a new anvil) is noticed and indexed again from block 0.
CREATE TABLE indexed_chains (
  chain_id TEXT PRIMARY KEY,    -- CAIP-2
  last_block INTEGER NOT NULL,
  last_hash TEXT NOT NULL
);

-- Transfers of native coin, listed ERC-20s and ERC-721s, one row per transfer.
CREATE TABLE indexed_transfers (
  chain_id TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  log_index INTEGER NOT NULL,   -- -1 for the transaction's own value
  block_number INTEGER NOT NULL,
  tx_index INTEGER NOT NULL,
  mined_at INTEGER NOT NULL,    -- Unix seconds
  nonce INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
  token TEXT,                   -- lower-case contract address; NULL for native
  sender TEXT NOT NULL,         -- lower-case
  receiver TEXT NOT NULL,       -- lower-case
  amount TEXT NOT NULL,         -- base units (decimal string), or the ERC-721 token id
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX indexed_transfers_sender ON indexed_transfers (chain_id, sender, block_number, tx_index);
CREATE INDEX indexed_transfers_receiver ON indexed_transfers (chain_id, receiver, block_number, tx_index);
