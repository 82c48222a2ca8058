import { projectId } from '@porthole/protocol'
import * as z from 'zod'
import { json, notFound } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { imageSvg, initials, symbolLabel } from './image.js'
import { SOCIAL_PROVIDERS, socialLogo, tokenLogo, walletLogo } from './logos.js'
import { findWalletImage, listWallets } from './repository.js'
import { chainId, WALLET_ID, walletId } from './wallet.js'

/** Comma-separated values, blanks dropped, each checked; at most 100. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .max(8192)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(100))
    .default([])

const projectQuery = z.object({ projectId: z.optional(projectId()) })

/** `GET /getWallets`. `badge_type=none` asks for no badge, so it does not filter. */
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

const getWallets: Handler = withProject(walletsQuery, async (q, _request, env) => {
  const filter = { include: q.include, exclude: q.exclude, chains: q.chains, search: q.search, certifiedOnly: q.badge_type === 'certified' }
  const response = json(await listWallets(env.DB, filter, q.page, q.entries))
  response.headers.set('Cache-Control', LIST_CACHE)
  return response
})

/** Every picture is an SVG document that runs nothing: its own CSP forbids scripts even when opened directly. */
function svg(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': IMAGE_CACHE,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const imageQuery = projectQuery.extend({ id: z.string() })

/** A directory wallet's logo, or its initials on a tile when the icon package has none; 404 for an image id no wallet uses. */
const walletImage: Handler = withProject(imageQuery, async ({ id }, _request, env) => {
  const name = await findWalletImage(env.DB, id)
  if (name === undefined) return notFound()
  return svg(walletLogo(id) ?? imageSvg(id, initials(name), 'tile'))
})

/** Assets, currencies and tokens are named by symbol: a known one gets its logo, any other well-formed id a generated disc. */
const publicImage: Handler = withProject(imageQuery, async ({ id }) => svg(tokenLogo(id) ?? imageSvg(id, symbolLabel(id), 'disc')))

const socialQuery = projectQuery.extend({ provider: z.enum(SOCIAL_PROVIDERS) })

/** A social login provider's logo, for its button on Connect. */
const socialImage: Handler = withProject(socialQuery, async ({ provider }) => svg(socialLogo(provider)))

/** Image ids are checked by the path: a malformed one is an unknown path (404), as the directory has no such image. */
export const walletRoutes: Route[] = [
  { methods: ['GET', 'OPTIONS'], path: '/getWallets', limit: 'directory', handle: getWallets },
  { methods: ['GET'], path: `/getWalletImage/:id(${WALLET_ID.source.slice(1, -1)})`, limit: 'image', handle: walletImage },
  { methods: ['GET'], path: '/public/get:kind(Asset|Currency|Token)Image/:id([A-Za-z0-9._-]{1,64})', limit: 'image', handle: publicImage },
  { methods: ['GET'], path: `/public/getSocialImage/:provider(${SOCIAL_PROVIDERS.join('|')})`, limit: 'image', handle: socialImage },
]
