import type { OnrampQuote } from '@porthole/protocol'
import { json } from '../http/json.js'
import type { Route } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import type { Project } from '../projects/project.js'
import { onrampBackend } from './backend.js'
import { optionsQuery, quoteBody, urlBody } from './inputs.js'
import { OnrampRequestError, type OnrampBackend } from './provider.js'
import { getSandboxCheckout, postSandboxComplete, SANDBOX_COMPLETE_PATH } from './sandbox/checkout-page.js'
import { SANDBOX_CHECKOUT_PATH } from './sandbox/backend.js'

const GET = ['GET', 'OPTIONS'] as const
const POST = ['POST', 'OPTIONS'] as const

/** The remote feature `onramp` gates Buy; a project that never listed it has it on, as the defaults do. */
const onrampOn = (project: Project | undefined) => project?.features.find((f) => f.id === 'onramp')?.isEnabled !== false

/**
 * Runs a route against the configured provider: none configured is a 404, the
 * project's feature off a 403, a request the provider refuses a 400 with its
 * message, any other provider failure a 502 (the frame then uses the fallbacks).
 */
async function withBackend(env: Env, project: Project | undefined, run: (backend: OnrampBackend) => Promise<unknown>): Promise<Response> {
  const backend = onrampBackend(env)
  if (!backend) return json({ error: 'On-ramp is not configured' }, 404)
  if (!onrampOn(project)) return json({ error: 'On-ramp is not enabled for this project' }, 403)
  try {
    return json(await run(backend))
  } catch (error) {
    if (error instanceof OnrampRequestError) return json({ error: 'Invalid input', issues: [{ path: '', message: error.message }] }, 400)
    console.error(`[porthole] on-ramp ${backend.info.name}: ${(error as Error).message}`)
    return json({ error: 'On-ramp provider unavailable' }, 502)
  }
}

/** `GET /v1/onramp/options`. */
const getOptions = withProject(optionsQuery, async (_q, _request, env, project) => withBackend(env, project, (backend) => backend.options()))

/** `POST /v1/onramp/quote`; the visitor's country comes from Cloudflare's edge, not from the page. */
const postQuote = withProject(
  quoteBody,
  async (body, request, env, project) =>
    withBackend(env, project, (backend): Promise<OnrampQuote> => backend.quote(body, request.cf?.country as string | undefined)),
  'body',
)

/** `POST /v1/generators/onrampurl`: the provider's checkout address for the wallet, with the project as meld's externalCustomerId. */
const postUrl = withProject(
  urlBody,
  async (body, request, env, project) =>
    withBackend(env, project, async (backend) => ({ url: await backend.checkoutUrl({ body, projectId: project.id, origin: new URL(request.url).origin }) })),
  'body',
)

export const onrampRoutes: Route[] = [
  { methods: GET, path: '/v1/onramp/options', limit: 'api', handle: getOptions },
  { methods: POST, path: '/v1/onramp/quote', limit: 'api', handle: postQuote },
  { methods: POST, path: '/v1/generators/onrampurl', limit: 'api', handle: postUrl },
  { methods: ['GET'], path: SANDBOX_CHECKOUT_PATH, limit: 'api', handle: getSandboxCheckout },
  { methods: ['POST'], path: SANDBOX_COMPLETE_PATH, limit: 'api', handle: postSandboxComplete },
]
