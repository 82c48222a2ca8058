-- The networks a project offers (issue 17), as a JSON array of CAIP-2 ids in the project's order,
-- each one of workers/src/networks/catalog.ts (the CLI checks; unknown ids are skipped on read).
-- NULL: the spec's default networks.
ALTER TABLE projects ADD COLUMN networks TEXT;
