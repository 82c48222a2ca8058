import { Alerts, projectId } from '@porthole/protocol'
import * as z from 'zod'
import type { Project } from '../projects/project.js'
import { findProject } from '../projects/repository.js'
import { parseBody } from './body.js'
import { preflight, withCors } from './cors.js'
import { json } from './json.js'
import { parseQuery, type Parsed } from './query.js'
import type { Handler } from './router.js'

type Scoped = { projectId?: string | undefined }

/** A schema that requires a project id hands its handler the project itself. */
type ProjectOf<T extends Scoped> = T extends { projectId: string } ? Project : Project | undefined

/** Where a route's input is: the query string with the path parameters, or a JSON body. */
export type InputSource = 'query' | 'body'

/** A POST's preflight cannot carry its body, so its project comes from the query. */
const preflightQuery = z.object({ projectId: z.optional(projectId()) })

/**
 * The envelope of every project-scoped route: bad input is a 400 naming each
 * issue; a named project must exist (403); OPTIONS is the preflight; CORS only
 * for the project's allowed origins. Without a project (the frame, on this
 * worker's origin) no CORS is needed.
 */
export function withProject<T extends Scoped>(
  schema: z.core.$ZodType<T>,
  respond: (input: T, request: Request, env: Env, project: ProjectOf<T>) => Promise<Response>,
  source: InputSource = 'query',
): Handler {
  return async (request, env, { params, methods }) => {
    const url = new URL(request.url)
    const preflighting = request.method === 'OPTIONS'
    const input: Parsed<Scoped> =
      preflighting && source === 'body'
        ? parseQuery(url, preflightQuery)
        : source === 'body'
          ? await parseBody(request, schema)
          : parseQuery(url, schema, params)
    if (!input.ok) return withCors(input.response, request, [])
    const id = input.data.projectId
    const project = id === undefined ? undefined : await findProject(env.DB, id)
    if (id !== undefined && !project) return withCors(json({ error: Alerts.invalidProjectId }, 403), request, [])
    const origins = project?.allowedOrigins ?? []
    if (preflighting) return withCors(preflight(methods.join(', ')), request, origins)
    return withCors(await respond(input.data as T, request, env, project as ProjectOf<T>), request, origins)
  }
}
