import { RESULT_URI_PARAM, SOCIAL_RESULT_TAG, SocialPaths } from '@porthole/protocol'
import { escapeHtml, htmlPage, scriptJson } from '../../pages/page.js'

/** What a refused flow tells the frame: the visitor said no, it never started, or anything else. */
export type SocialFailure = 'rejected' | 'not-started' | 'failed'
export type SocialOutcome = { id: string } | { failure: SocialFailure }

/** The resultUri the frame redeems: a finished login's id, or why there is none. */
export function resultUri(origin: string, outcome: SocialOutcome): string {
  const uri = new URL(SocialPaths.result, origin)
  if ('id' in outcome) uri.searchParams.set('id', outcome.id)
  else uri.searchParams.set('error', outcome.failure)
  return uri.href
}

/**
 * The popup's last page: it hands the resultUri to the frame that opened it,
 * addressed to the worker's own origin so no other window can read it. The frame closes the window once it
 * has the message: closing it here could show the frame a closed window before the message arrives.
 */
export function popupResultPage(uri: string, ok: boolean, status: number): Response {
  return htmlPage({
    title: 'Porthole login',
    status,
    body: `<p>${ok ? 'Signed in. You can close this window.' : 'Login failed. You can close this window and try again.'}</p>
<script type="application/json" id="porthole-social-result">${scriptJson({ type: SOCIAL_RESULT_TAG, resultUri: uri })}</script>`,
    script: `const message = JSON.parse(document.getElementById('porthole-social-result').textContent)
if (window.opener) window.opener.postMessage(message, location.origin)`,
  })
}

/**
 * The start's answer in the login window: it goes on to the provider. A page
 * rather than a redirect, because the frame's form-action allows only this
 * origin and browsers apply it to a form's redirects too.
 */
export function toProviderPage(authorizationUrl: string, setCookie: string): Response {
  const response = htmlPage({
    title: 'Porthole login',
    body: `<p><a class="button" rel="noreferrer" href="${escapeHtml(authorizationUrl)}">Continue to log in</a></p>
<script type="application/json" id="porthole-social-provider">${scriptJson(authorizationUrl)}</script>`,
    script: `location.replace(JSON.parse(document.getElementById('porthole-social-provider').textContent))`,
  })
  response.headers.set('Set-Cookie', setCookie)
  return response
}

/**
 * Redirect mode's last page: it names the page the visitor goes back to, a
 * registered return URL, before they leave; the link carries the resultUri,
 * which only the frame there can redeem.
 */
export function departurePage(returnTo: string, uri: string, ok: boolean, status: number): Response {
  const back = new URL(returnTo)
  back.searchParams.set(RESULT_URI_PARAM, uri)
  const where = `${back.host}${new URL(returnTo).pathname}`
  return htmlPage({
    title: 'Porthole login',
    status,
    body: `<p>${ok ? 'Signed in.' : 'Login failed.'} You are going back to <strong>${escapeHtml(where)}</strong>.</p>
<p><a class="button" rel="noreferrer" href="${escapeHtml(back.href)}">Continue to ${escapeHtml(back.host)}</a></p>`,
  })
}
