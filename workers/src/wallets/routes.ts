import { Alerts, projectId } from '@porthole/protocol'
import * as z from 'zod'
import { preflight, withCors } from '../http/cors.js'
import { json, notFound } from '../http/json.js'
import { parseQuery } from '../http/query.js'
import { findProject } from '../projects/repository.js'
import { imageSvg, initials, symbolLabel, type Shape } from './image.js'
import { findWalletImage, listWallets } from './repository.js'
import { chainId, walletId } from './wallet.js'

type Handler = (request: Request, env: Env) => Promise<Response>

/** Comma-separated values, blanks dropped, each checked; at most 100. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .max(8192)
    .transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(item).max(100))
    .default([])

const projectQuery = z.object({ projectId: z.optional(projectId()) })

/** `GET /getWallets` of spec §7. `badge_type=none` asks for no badge, so it does not filter. */
const walletsQuery = projectQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(100).default(40),
  include: commaList(walletId),
  exclude: commaList(walletId),
  chains: commaList(chainId),
  search: z.string().trim().max(100).default(''),
  badge_type: z.enum(['certified', 'none']).optional(),
})

/** Listings change only when the directory is reseeded. */
const LIST_CACHE = 'public, max-age=300'
const IMAGE_CACHE = 'public, max-age=604800'

/**
 * Input, then the project when one is named (403 when unknown); CORS only for
 * that project's allowed origins. Without a project the frame, on this origin,
 * needs no CORS.
 */
async function answer<T extends { projectId?: string | undefined }>(
  request: Request,
  env: Env,
  schema: z.ZodType<T>,
  respond: (query: T) => Promise<Response>,
): Promise<Response> {
  const query = parseQuery(new URL(request.url), schema)
  if (!query.ok) return withCors(query.response, request, [])
  const id = query.data.projectId
  const origins = id === undefined ? [] : (await findProject(env.DB, id))?.allowedOrigins
  if (!origins) return withCors(json({ error: Alerts.invalidProjectId }, 403), request, [])
  if (request.method === 'OPTIONS') return withCors(preflight(), request, origins)
  return withCors(await respond(query.data), request, origins)
}

const getWallets: Handler = (request, env) =>
  answer(request, env, walletsQuery, async (q) => {
    const filter = { include: q.include, exclude: q.exclude, chains: q.chains, search: q.search, certifiedOnly: q.badge_type === 'certified' }
    const response = json(await listWallets(env.DB, filter, q.page, q.entries))
    response.headers.set('Cache-Control', LIST_CACHE)
    return response
  })

function svg(seed: string, label: string, shape: Shape): Response {
  return new Response(imageSvg(seed, label, shape), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': IMAGE_CACHE,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** A directory wallet's picture; 404 for an image id no wallet uses. */
const walletImage =
  (id: string): Handler =>
  (request, env) =>
    answer(request, env, projectQuery, async () => {
      const name = await findWalletImage(env.DB, id)
      return name === undefined ? notFound() : svg(id, initials(name), 'tile')
    })

/** Assets, currencies and tokens have no catalogue here: any well-formed id gets its generated disc. */
const publicImage =
  (id: string): Handler =>
  (request, env) =>
    answer(request, env, projectQuery, async () => svg(id, symbolLabel(id), 'disc'))

const WALLET_IMAGE = /^\/getWalletImage\/([^/]+)$/
const PUBLIC_IMAGE = /^\/public\/get(?:Asset|Currency|Token)Image\/([A-Za-z0-9._-]{1,64})$/

/** The directory's routes, or undefined for any other path. Malformed image ids are unknown paths. */
export function walletRoute(pathname: string): { methods: string[]; handle: Handler } | undefined {
  if (pathname === '/getWallets') return { methods: ['GET', 'OPTIONS'], handle: getWallets }
  const wallet = WALLET_IMAGE.exec(pathname)?.[1]
  if (wallet !== undefined && walletId.safeParse(wallet).success) return { methods: ['GET'], handle: walletImage(wallet) }
  const asset = PUBLIC_IMAGE.exec(pathname)?.[1]
  if (asset !== undefined) return { methods: ['GET'], handle: publicImage(asset) }
  return undefined
}
