-- The network an embedded account starts on, as a CAIP-2 id (projects/project.ts checks it on read).
-- NULL: the default chain, eip155:1.
ALTER TABLE projects ADD COLUMN default_network TEXT;
