import { checkLimit } from '../rate-limit/check.js'
import type { LimitClass } from '../rate-limit/limits.js'
import { findProject } from '../projects/repository.js'
import { withCors } from './cors.js'
import { methodNotAllowed, notFound, serverError } from './json.js'

export type Method = 'GET' | 'HEAD' | 'POST' | 'OPTIONS'

/** Path parameters, percent-decoded; each route's schema validates them (400), not the path. */
export type Params = Record<string, string>

/** What a route's handler is told besides the request: its path parameters and the methods it answers. */
export type RouteContext = { params: Params; methods: readonly Method[] }

export type Handler = (request: Request, env: Env, context: RouteContext) => Promise<Response>

/**
 * One row of the route table. `path` is literal text with parameters, `:name`
 * (one segment) or `:name(regex)`, and `*` for any rest; `limit` is the rate-limit class the route is
 * counted in, or `none` for what a page load needs (loader, frame, relay upgrade).
 */
export type Route = { methods: readonly Method[]; path: string; limit: LimitClass | 'none'; handle: Handler }

type Compiled = Route & { pattern: RegExp }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

const PARAM = /:(\w+)(?:\(((?:[^()]|\([^()]*\))+)\))?|\*/g

/** The path's pattern as an anchored regex with one named group per parameter. */
function compile(path: string): RegExp {
  let source = ''
  let at = 0
  for (const match of path.matchAll(PARAM)) {
    source += escape(path.slice(at, match.index))
    source += match[0] === '*' ? '.*' : `(?<${match[1]}>${match[2] ?? '[^/]+'})`
    at = match.index + match[0].length
  }
  return new RegExp(`^${source}${escape(path.slice(at))}$`)
}

/** A malformed escape stays as it is and fails the route's schema. */
function decoded(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

/** The caller's origin may read a 429 when the request names a project that allows it. */
async function limitedWithCors(limited: Response, request: Request, env: Env): Promise<Response> {
  const id = new URL(request.url).searchParams.get('projectId')
  const project = id === null || request.headers.get('Origin') === null ? undefined : await findProject(env.DB, id)
  return withCors(limited, request, project?.allowedOrigins ?? [])
}

/** The worker's one router: first matching path, then method (405), then the route's rate limit, then its handler. */
export function router(routes: readonly Route[]): (request: Request, env: Env) => Promise<Response> {
  const compiled: Compiled[] = routes.map((route) => ({ ...route, pattern: compile(route.path) }))
  return async (request, env) => {
    const pathname = new URL(request.url).pathname
    for (const route of compiled) {
      const match = route.pattern.exec(pathname)
      if (!match) continue
      if (!route.methods.includes(request.method as Method)) return methodNotAllowed(route.methods.join(', '))
      try {
        const limited = route.limit === 'none' ? undefined : await checkLimit(route.limit, request, env)
        if (limited) return await limitedWithCors(limited, request, env)
        const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decoded(value ?? '')]))
        return await route.handle(request, env, { params, methods: route.methods })
      } catch (error) {
        // The details stay in the worker's log; the client learns only that it failed.
        console.error(error)
        return serverError()
      }
    }
    return notFound()
  }
}
