import { Alerts, isOriginAllowed, projectId, socialStartRequest, SocialPaths, type SocialStartResponse } from '@porthole/protocol'
import * as oauth from 'oauth4webapi'
import * as z from 'zod'
import { parseBody } from '../../http/body.js'
import { isSameOrigin } from '../../http/same-origin.js'
import { json } from '../../http/json.js'
import { findProject } from '../../projects/repository.js'
import type { Project } from '../../projects/project.js'
import { authorizationServer } from './authorization-server.js'
import { saveFlow } from './flows.js'
import { readProviderConfig } from './providers.js'
import { newResultKey } from './seal.js'

const startBody = z.object({ ...socialStartRequest().shape, projectId: projectId() })

/** The project lets its pages use this provider: socials on and the provider listed (or the default list). */
function allowsProvider(project: Project, provider: string): boolean {
  const socials = project.features.find((f) => f.id === 'socials')
  if (socials?.isEnabled === false) return false
  return socials?.config ? socials.config.includes(provider) : true
}

export const callbackUrl = (request: Request) => new URL(SocialPaths.callback, request.url).href

/**
 * `POST /auth/social/start` from the frame: a new flow with a random state,
 * PKCE verifier and nonce kept here, and the provider's authorization URL
 * carrying the state and the S256 challenge. A redirect-mode flow names the
 * page to return to, which must be on the project's allow-list.
 */
export async function handleSocialStart(request: Request, env: Env): Promise<Response> {
  if (!isSameOrigin(request)) return json({ error: 'Forbidden' }, 403)
  const body = await parseBody(request, startBody)
  if (!body.ok) return body.response
  const { provider, returnTo } = body.data
  const project = await findProject(env.DB, body.data.projectId)
  if (!project) return json({ error: Alerts.invalidProjectId }, 403)
  if (!allowsProvider(project, provider)) return json({ error: 'Provider not enabled for this project' }, 403)
  if (returnTo !== undefined && !isOriginAllowed(new URL(returnTo).origin, project.allowedOrigins)) {
    return json({ error: 'Origin Not Allowed' }, 403)
  }
  const config = readProviderConfig(env, provider)
  if (!config) return json({ error: 'Provider not configured' }, 404)

  const as = await authorizationServer(config)
  if (!as.authorization_endpoint) throw new Error(`Social login '${provider}': no authorization endpoint`)
  const flow = {
    state: oauth.generateRandomState(),
    provider,
    codeVerifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
    resultKey: newResultKey(),
    returnTo: returnTo ?? null,
  }
  await saveFlow(env.DB, flow)

  const url = new URL(as.authorization_endpoint)
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callbackUrl(request),
    scope: config.scope,
    state: flow.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  }
  if (config.profile.kind === 'idToken') params.nonce = flow.nonce
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  const answer: SocialStartResponse = { authorizationUrl: url.href, resultKey: flow.resultKey }
  return json(answer)
}
