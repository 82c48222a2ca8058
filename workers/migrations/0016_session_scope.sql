-- A session is bound to the project and page origin its frame runs for: set at sign-in,
-- or on the session's first use by a frame when the sign-in had no frame (a social callback).
ALTER TABLE sessions ADD COLUMN project_id TEXT;
ALTER TABLE sessions ADD COLUMN page_origin TEXT;
