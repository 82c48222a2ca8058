import { Alerts, projectId } from '@porthole/protocol'
import * as z from 'zod'
import { preflight, withCors } from '../http/cors.js'
import { json } from '../http/json.js'
import { parseQuery } from '../http/query.js'
import type { Project } from '../projects/project.js'
import { findProject } from '../projects/repository.js'
import { rateLimit } from '../rate-limit/check.js'

const sdkField = z.optional(z.string().max(64).regex(/^[\w.@/+-]*$/))

const projectQuery = z.object({ projectId: projectId() })
const configQuery = z.object({ projectId: projectId(), st: sdkField, sv: sdkField })

type Route = { query: z.ZodType<{ projectId: string }>; body: (project: Project) => unknown }

/** The configuration service of spec §7. */
export const configRoutes: Record<string, Route> = {
  '/appkit/v1/config': { query: configQuery, body: (p) => ({ features: p.features }) },
  '/projects/v1/origins': { query: projectQuery, body: (p) => ({ allowedOrigins: p.allowedOrigins }) },
  // Spec §6 lists analytics among the default-on features, not the per-project remote ones.
  '/getAnalyticsConfig': { query: projectQuery, body: () => ({ isAnalyticsEnabled: true }) },
}

/** Input, then project, then the project's rate limit; CORS only for its allowed origins. */
export async function handleConfig(route: Route, request: Request, env: Env): Promise<Response> {
  const query = parseQuery(new URL(request.url), route.query)
  if (!query.ok) return withCors(query.response, request, [])
  const project = await findProject(env.DB, query.data.projectId)
  if (!project) return withCors(json({ error: Alerts.invalidProjectId }, 403), request, [])
  if (request.method === 'OPTIONS') return withCors(preflight(), request, project.allowedOrigins)
  const limited = await rateLimit(env, project.id, request)
  return withCors(limited ?? json(route.body(project)), request, project.allowedOrigins)
}
