import { RESULT_URI_PARAM, SOCIAL_RESULT_TAG, SocialPaths, type SocialSession } from '@porthole/protocol'
import { base64urlnopad } from '@scure/base'
import * as z from 'zod'
import { signIn } from '../sign-in.js'
import { exchangeCode, SocialLoginError } from './exchange.js'
import { saveResult, takeFlow, type Flow } from './flows.js'
import { readProviderConfig } from './providers.js'
import { seal } from './seal.js'
import { callbackUrl } from './start.js'

/** What a refused callback tells the frame: the visitor said no at the provider, or anything else. */
export type SocialFailure = 'rejected' | 'failed'

const callbackQuery = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(4_096).optional(),
  error: z.string().max(256).optional(),
})

/**
 * `GET /auth/social/callback`, where the provider sends the visitor back.
 * The state must name a live flow, which it consumes; the code is traded with
 * that flow's PKCE verifier; the user becomes an Identity and signs in. The
 * session is sealed under the flow's result key and the frame gets a
 * resultUri: posted to the popup's opener, or in redirect mode appended to
 * the page's address as `result_uri`.
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

/** The resultUri the frame redeems: a finished login's id, or why there is none. */
export function resultUri(origin: string, outcome: { id: string } | { failure: SocialFailure }): string {
  const uri = new URL(SocialPaths.result, origin)
  if ('id' in outcome) uri.searchParams.set('id', outcome.id)
  else uri.searchParams.set('error', outcome.failure)
  return uri.href
}

function finish(url: URL, flow: Flow | null, outcome: { id: string } | { failure: SocialFailure }, status: number): Response {
  const uri = resultUri(url.origin, outcome)
  if (flow?.returnTo) {
    const back = new URL(flow.returnTo)
    back.searchParams.set(RESULT_URI_PARAM, uri)
    return new Response(null, { status: 303, headers: { Location: back.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
  }
  return popupPage(uri, 'id' in outcome, status)
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The popup's last page: it hands the resultUri to the frame that opened it
 * (the worker's own origin, so no one else can read it) and closes itself.
 */
function popupPage(uri: string, ok: boolean, status: number): Response {
  const nonce = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16)))
  const message = { type: SOCIAL_RESULT_TAG, resultUri: uri }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Porthole login</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font:16px system-ui;text-align:center;padding:3rem 1rem">
<p>${ok ? 'Signed in. You can close this window.' : 'Login failed. You can close this window and try again.'}</p>
<script type="application/json" id="porthole-social-result">${escapeJson(message)}</script>
<script nonce="${nonce}">
const message = JSON.parse(document.getElementById('porthole-social-result').textContent)
if (window.opener) {
  window.opener.postMessage(message, location.origin)
  window.close()
}
</script>
</body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The code and state in this address go to no one else.
      'Referrer-Policy': 'no-referrer',
    },
  })
}
