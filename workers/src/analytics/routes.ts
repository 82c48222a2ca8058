import { Alerts, analyticsBody, featureEnabled, isOriginAllowed, projectId, type AnalyticsEvent } from '@porthole/protocol'
import * as z from 'zod'
import { json } from '../http/json.js'
import { invalidInput, parseQuery, parseValue } from '../http/query.js'
import type { Route } from '../http/router.js'
import { isSameOrigin } from '../http/same-origin.js'
import { findProject } from '../projects/repository.js'

/** A batch of 20 small events fits many times over; anything larger is not the frame. */
const MAX_BODY_BYTES = 16 * 1024

const eventQuery = z.object({ projectId: projectId() })

const forbidden = (error: string) => json({ error }, 403)

async function readBody(request: Request) {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return { ok: false as const, response: json({ error: 'Body too large' }, 413) }
  try {
    return parseValue(analyticsBody(), JSON.parse(text))
  } catch {
    return { ok: false as const, response: invalidInput([{ path: '', message: 'Body is not JSON' }]) }
  }
}

async function store(db: D1Database, project: string, events: AnalyticsEvent[]): Promise<void> {
  const now = Date.now()
  const insert = db.prepare(
    'INSERT INTO analytics_events (project_id, event_id, event, url, domain, timestamp, props, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  await db.batch(events.map((e) => insert.bind(project, e.eventId, e.props.event, e.url, e.domain, e.timestamp, JSON.stringify(e.props), now)))
}

/**
 * `POST /e?projectId=…`: the frame's analytics events, one or a batch.
 * Only the frame posts them (its own origin), for a known project, about a page
 * on that project's allow-list; anything else is a 403, which the frame shows
 * as 'Invalid App Configuration'. With the project's analytics feature off the
 * events are accepted and dropped: nothing is stored.
 */
async function handleEvents(request: Request, env: Env): Promise<Response> {
  const query = parseQuery(new URL(request.url), eventQuery)
  if (!query.ok) return query.response
  if (!isSameOrigin(request)) return forbidden('Forbidden')
  const project = await findProject(env.DB, query.data.projectId)
  if (!project) return forbidden(Alerts.invalidProjectId)
  const body = await readBody(request)
  if (!body.ok) return body.response
  const events = Array.isArray(body.data) ? body.data : [body.data]
  for (const event of events) {
    const page = new URL(event.url)
    if (!isOriginAllowed(page.origin, project.allowedOrigins) || page.hostname !== event.domain) return forbidden(Alerts.originNotAllowed)
  }
  if (featureEnabled(project.features, 'analytics')) await store(env.DB, project.id, events)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

export const analyticsRoutes: Route[] = [{ methods: ['POST'], path: '/e', limit: 'api', handle: handleEvents }]
