-- The wallet directory (GET /getWallets: id, name, image, chains, links, rdns), seeded from workers/data/wallets.json
-- by `npm run wallets:seed`. Rows are validated on read (src/wallets/wallet.ts).
CREATE TABLE wallets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  rdns TEXT,
  chains TEXT NOT NULL,       -- JSON array of CAIP-2 chain ids
  mobile_link TEXT,
  desktop_link TEXT,
  webapp_link TEXT,
  image_id TEXT NOT NULL,
  badge_type TEXT NOT NULL CHECK (badge_type IN ('certified', 'none')),
  rank INTEGER                -- recommended order, lowest first; NULL sorts after every ranked wallet
);

CREATE INDEX wallets_name ON wallets (name COLLATE NOCASE);
CREATE INDEX wallets_image_id ON wallets (image_id);
