-- One row per embedding site. JSON columns are validated on read (projects/repository.ts).
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  allowed_origins TEXT NOT NULL, -- JSON array of origin patterns (protocol/src/origins.ts)
  features TEXT NOT NULL,        -- JSON array of RemoteFeature
  created_at INTEGER NOT NULL    -- Unix milliseconds
);
