import { Alerts, socialStartRequest, SocialPaths } from '@porthole/protocol'
import * as oauth from 'oauth4webapi'
import { isSameOrigin } from '../../http/same-origin.js'
import { readForm } from '../form.js'
import { htmlPage } from '../../pages/page.js'
import { findProject } from '../../projects/repository.js'
import type { Project } from '../../projects/project.js'
import { authorizationServer } from './authorization-server.js'
import { bindFlow } from './binding.js'
import { saveFlow } from './flows.js'
import { popupResultPage, resultUri, toProviderPage } from './pages.js'
import { readProviderConfig } from './providers.js'

/** The project lets its pages use this provider: socials on and the provider listed (or the default list). */
function allowsProvider(project: Project, provider: string): boolean {
  const socials = project.features.find((f) => f.id === 'socials')
  if (socials?.isEnabled === false) return false
  return socials?.config ? socials.config.includes(provider) : true
}

export const callbackUrl = (request: Request) => new URL(SocialPaths.callback, request.url).href

/** A start that cannot go on: the popup tells the frame; the tab of a redirect reads why. */
function refuse(request: Request, returnTo: string | undefined, reason: string, status: number): Response {
  console.warn(`social start refused: ${reason}`)
  if (returnTo === undefined) return popupResultPage(resultUri(new URL(request.url).origin, { failure: 'not-started' }), false, status)
  return htmlPage({ title: 'Porthole login', status, body: '<p>Failed to initiate social connection. Go back to the site and try again.</p>' })
}

/**
 * `POST /auth/social/start`: the form the frame posts into the login window
 * (the popup, or the whole tab in redirect mode). Only the frame's own origin
 * may post it. A new flow gets a random state, PKCE verifier and nonce, the
 * frame's result key, and the hash of a flow-binding secret that this answer
 * sets as a first-party cookie in that window; then the window goes on to the
 * provider. A redirect-mode flow returns to `returnTo`, which must be one of
 * the project's registered return URLs exactly.
 */
export async function handleSocialStart(request: Request, env: Env): Promise<Response> {
  const fields = await readForm(request, socialStartRequest())
  const returnTo = fields.success ? fields.data.returnTo : undefined
  if (!isSameOrigin(request)) return refuse(request, returnTo, `Origin ${request.headers.get('Origin')}`, 403)
  if (!fields.success) return refuse(request, undefined, fields.error.message, 400)
  const { provider, projectId, resultKey } = fields.data
  const project = await findProject(env.DB, projectId)
  if (!project) return refuse(request, returnTo, Alerts.invalidProjectId, 403)
  if (!allowsProvider(project, provider)) return refuse(request, returnTo, `provider '${provider}' not enabled for project '${projectId}'`, 403)
  if (returnTo !== undefined && !project.returnUrls.includes(new URL(returnTo).href)) {
    return refuse(request, returnTo, `'${returnTo}' is not a return URL of project '${projectId}'`, 403)
  }
  const config = readProviderConfig(env, provider)
  if (!config) return refuse(request, returnTo, `provider '${provider}' not configured`, 404)

  const as = await authorizationServer(config)
  if (!as.authorization_endpoint) throw new Error(`Social login '${provider}': no authorization endpoint`)
  const binding = await bindFlow(request)
  const flow = {
    state: oauth.generateRandomState(),
    provider,
    codeVerifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
    resultKey,
    returnTo: returnTo === undefined ? null : new URL(returnTo).href,
    bindingHash: binding.hash,
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
  return toProviderPage(url.href, binding.setCookie)
}
