import type { SocialSession } from '@porthole/protocol'
import { base64urlnopad } from '@scure/base'
import * as z from 'zod'
import { signIn } from '../sign-in.js'
import { isBoundBrowser } from './binding.js'
import { exchangeCode, SocialLoginError } from './exchange.js'
import { saveResult, takeFlow, type Flow } from './flows.js'
import { departurePage, popupResultPage, resultUri, type SocialOutcome } from './pages.js'
import { readProviderConfig } from './providers.js'
import { seal } from './seal.js'
import { callbackUrl } from './start.js'

const callbackQuery = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(4_096).optional(),
  error: z.string().max(256).optional(),
})

/**
 * `GET /auth/social/callback`, where the provider sends the visitor back.
 * The state must name a live flow, which it consumes, and the browser must
 * hold that flow's binding cookie: a flow someone else started (and whose
 * provider URL the visitor was sent) ends here without signing anyone in.
 * The code is traded with the flow's PKCE verifier; the user becomes an
 * Identity and signs in; the session is sealed under the frame's result key.
 * The frame gets a resultUri: posted by the popup to its opener, or in
 * redirect mode on a page that names where the visitor goes back to.
 */
export async function handleSocialCallback(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const query = callbackQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return finish(url, null, { failure: 'failed' }, 400)
  const flow = await takeFlow(env.DB, query.data.state)
  if (!flow) {
    console.warn('social callback: unknown, used or expired state')
    return finish(url, null, { failure: 'failed' }, 400)
  }
  if (!(await isBoundBrowser(request, flow.bindingHash))) {
    console.warn(`social callback (${flow.provider}): not the browser that started the flow`)
    return finish(url, flow, { failure: 'failed' }, 403)
  }
  if (query.data.error !== undefined || query.data.code === undefined) {
    return finish(url, flow, { failure: query.data.error === 'access_denied' ? 'rejected' : 'failed' }, 400)
  }
  const config = readProviderConfig(env, flow.provider)
  if (!config) return finish(url, flow, { failure: 'failed' }, 400)
  try {
    const identity = await exchangeCode(config, flow, url, callbackUrl(request))
    const signedIn = await signIn(env, identity)
    const session: SocialSession = { ...signedIn, provider: flow.provider, username: identity.username }
    const id = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    await saveResult(env.DB, id, await seal(flow.resultKey, JSON.stringify(session)))
    return finish(url, flow, { id }, 200)
  } catch (error) {
    if (!(error instanceof SocialLoginError)) throw error
    console.warn(`social callback (${flow.provider}): ${error.message}`)
    return finish(url, flow, { failure: 'failed' }, 400)
  }
}

function finish(url: URL, flow: Flow | null, outcome: SocialOutcome, status: number): Response {
  const uri = resultUri(url.origin, outcome)
  if (flow?.returnTo) return departurePage(flow.returnTo, uri, 'id' in outcome, status)
  return popupResultPage(uri, 'id' in outcome, status)
}
