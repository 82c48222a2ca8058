-- Basic mode and the legal checkbox's links, per project (projects/project.ts reads them).
ALTER TABLE projects ADD COLUMN basic INTEGER NOT NULL DEFAULT 0;  -- 1: every remote feature off
ALTER TABLE projects ADD COLUMN terms_url TEXT;                    -- absolute http(s) URL or NULL
ALTER TABLE projects ADD COLUMN privacy_url TEXT;                  -- absolute http(s) URL or NULL

-- Analytics events the frame sent to POST /e (eventId, url, domain, timestamp, props), read by `npm run project -- events <id>`.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  event_id TEXT NOT NULL,        -- the frame's random id of the event
  event TEXT NOT NULL,           -- props.event, e.g. MODAL_OPEN
  url TEXT NOT NULL,             -- the page's URL, without query or fragment
  domain TEXT NOT NULL,
  timestamp INTEGER NOT NULL,    -- ms, as the frame says
  props TEXT NOT NULL,           -- JSON object, protocol/src/analytics.ts `analyticsProps`
  received_at INTEGER NOT NULL   -- ms
);

CREATE INDEX analytics_events_project ON analytics_events (project_id, received_at);
