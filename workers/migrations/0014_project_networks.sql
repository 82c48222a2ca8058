-- The networks a project offers, as a JSON array of CAIP-2 ids in the project's order,
-- each one of workers/src/networks/catalog.ts (the CLI checks; unknown ids are skipped on read).
-- NULL: the default networks (Ethereum, Sepolia, Arbitrum One, the three Solana clusters, Bitcoin).
ALTER TABLE projects ADD COLUMN networks TEXT;
