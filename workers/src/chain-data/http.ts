import { Alerts } from '@porthole/protocol'
import * as z from 'zod'
import { preflight, withCors } from '../http/cors.js'
import { json } from '../http/json.js'
import type { Issue } from '../http/query.js'
import { findProject } from '../projects/repository.js'
import { commonQuery } from './inputs.js'

export type Handler = (request: Request, env: Env) => Promise<Response>

export type Input<T> = { ok: true; data: T } | { ok: false; issues: Issue[] }

export function parseInput<T>(schema: z.ZodType<T>, value: unknown): Input<T> {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) }
}

export const badInput = (issues: Issue[]) => json({ error: 'Invalid input', issues }, 400)

/** The request's query string and path parameters as one object, for one schema. */
export const queryOf = (request: Request, params: Record<string, string>) => ({ ...Object.fromEntries(new URL(request.url).searchParams), ...params })

/** A JSON body of at most 64 KB, or undefined when it is not one. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > 65_536) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The envelope of every chain-data route: bad input is a 400 naming each issue;
 * a named project must exist (403) and only its origins get CORS. The frame
 * calls from the worker's own origin, so it needs no project.
 */
export async function answer<T extends { projectId?: string | undefined }>(
  request: Request,
  env: Env,
  input: Input<T>,
  respond: (data: T) => Promise<Response>,
  methods = 'GET, OPTIONS',
): Promise<Response> {
  if (!input.ok) return withCors(badInput(input.issues), request, [])
  const id = input.data.projectId
  const origins = id === undefined ? [] : (await findProject(env.DB, id))?.allowedOrigins
  if (!origins) return withCors(json({ error: Alerts.invalidProjectId }, 403), request, [])
  if (request.method === 'OPTIONS') return withCors(preflight(methods), request, origins)
  return withCors(await respond(input.data), request, origins)
}

/** The preflight of a POST route: its project comes from the query, as a body cannot be read. */
export const preflightFor = (methods: string): Handler => (request, env) =>
  answer(request, env, parseInput(commonQuery, queryOf(request, {})), async () => json({ error: 'Method Not Allowed' }, 405), methods)
