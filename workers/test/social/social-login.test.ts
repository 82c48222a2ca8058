import { RESULT_URI_PARAM, SOCIAL_RESULT_TAG, socialSession, type OAuthProvider } from '@porthole/protocol'
import { base64urlnopad } from '@scure/base'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { identityFromProfile } from '../../src/auth/social/exchange.js'
import { PROVIDER_DEFAULTS } from '../../src/auth/social/providers.js'
import { BASE, call, seedProject } from '../support.js'
import { loginAtProvider } from './provider-login.js'

const PROJECT = 'social'
const RETURN_URL = 'https://dapp.test/app?tab=1'

beforeAll(() => seedProject(PROJECT, ['https://dapp.test'], undefined, null, [RETURN_URL]))

const post = (path: string, body: unknown, origin = BASE) =>
  call(path, { method: 'POST', origin, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const newResultKey = () => base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))

/** The start form as the frame posts it into the login window. */
function postStart(fields: Record<string, string>, { origin = BASE, cookie }: { origin?: string; cookie?: string } = {}) {
  return call('/auth/social/start', {
    method: 'POST',
    origin,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A started flow: where the window goes, the binding cookie it got, and the frame's result key. */
async function start(provider: OAuthProvider = 'google', extra: Record<string, string> = {}, origin = BASE) {
  const resultKey = newResultKey()
  const response = await postStart({ provider, projectId: PROJECT, resultKey, ...extra }, { origin })
  expect(response.status).toBe(200)
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
  return { authorizationUrl: await providerUrlOf(response), cookie, resultKey, setCookie: response.headers.get('Set-Cookie')! }
}

/** The start's page in the login window goes on to this address. */
async function providerUrlOf(response: Response): Promise<string> {
  const json = /<script type="application\/json" id="porthole-social-provider">(.*?)<\/script>/s.exec(await response.text())?.[1]
  return JSON.parse(json!) as string
}

/** The callback's page hands this message to the frame. */
async function resultUriOf(response: Response): Promise<string> {
  const html = await response.text()
  const json = /<script type="application\/json" id="porthole-social-result">(.*?)<\/script>/s.exec(html)?.[1]
  const message = JSON.parse(json!) as { type: string; resultUri: string }
  expect(message.type).toBe(SOCIAL_RESULT_TAG)
  return message.resultUri
}

/** Redirect mode's page: the link back to the page, with result_uri. */
async function continueLinkOf(response: Response): Promise<URL> {
  const href = /<a class="button" rel="noreferrer" href="([^"]+)"/.exec(await response.text())?.[1]
  return new URL(href!.replaceAll('&amp;', '&'))
}

/** The provider's return in a browser: with the binding cookie it holds, or none. */
async function callback(url: URL, cookie?: string): Promise<Response> {
  return call(`${url.pathname}${url.search}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
}

async function signInAs(username: string, provider: OAuthProvider = 'google') {
  const flow = await start(provider)
  const response = await callback(await loginAtProvider(flow.authorizationUrl, username), flow.cookie)
  expect(response.status).toBe(200)
  const redeemed = await post('/auth/social/result', { resultUri: await resultUriOf(response), resultKey: flow.resultKey })
  expect(redeemed.status).toBe(200)
  return socialSession().parse(await redeemed.json())
}

describe('social login through the local OpenID provider', () => {
  it('starts with state, nonce and an S256 PKCE challenge, and keeps the verifier to itself', async () => {
    const { authorizationUrl, setCookie } = await start()
    const url = new URL(authorizationUrl)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(`${BASE}/auth/social/callback`)
    expect(url.searchParams.has('code_verifier')).toBe(false)
    expect(setCookie).toMatch(/^__Host-porthole-social=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/)
  })

  it('signs a user in, and the same account always gets the same addresses (EVM and Solana)', async () => {
    const first = await signInAs('alice')
    expect(first).toMatchObject({ provider: 'google', username: 'alice@example.test' })
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const again = await signInAs('alice')
    expect(again.address).toBe(first.address)
    expect(again.solanaAddress).toBe(first.solanaAddress)
    expect(again.token).not.toBe(first.token)
    expect((await signInAs('bob')).address).not.toBe(first.address)
  })

  it('refuses a callback whose state it never issued, and signs no one in', async () => {
    const flow = await start()
    const returned = await loginAtProvider(flow.authorizationUrl)
    const forged = new URL(returned)
    forged.searchParams.set('state', 'x'.repeat(43))
    const refused = await callback(forged, flow.cookie)
    expect(refused.status).toBe(400)
    expect(new URL(await resultUriOf(refused)).searchParams.get('error')).toBe('failed')
    // The real flow is untouched by the forgery.
    expect((await callback(returned, flow.cookie)).status).toBe(200)
  })

  it('refuses a state used once already (replay)', async () => {
    const flow = await start()
    const returned = await loginAtProvider(flow.authorizationUrl)
    expect((await callback(returned, flow.cookie)).status).toBe(200)
    const replayed = await callback(returned, flow.cookie)
    expect(replayed.status).toBe(400)
    expect(await replayed.text()).toContain('Login failed')
  })

  it('refuses a code presented with another flow’s state: the PKCE verifier does not match', async () => {
    const victim = await start()
    const other = await start()
    const returned = await loginAtProvider(victim.authorizationUrl)
    const swapped = new URL(returned)
    swapped.searchParams.set('state', new URL(other.authorizationUrl).searchParams.get('state')!)
    const refused = await callback(swapped, other.cookie)
    expect(refused.status).toBe(400)
    const uri = await resultUriOf(refused)
    expect(new URL(uri).searchParams.get('error')).toBe('failed')
    const redeemed = await post('/auth/social/result', { resultUri: uri, resultKey: other.resultKey })
    expect(redeemed.status).toBe(400)
    expect(await redeemed.json()).toEqual({ error: 'Failed to connect' })
  })

  it('redeems a result once, and only with the key of the frame that started it', async () => {
    const flow = await start()
    const uri = await resultUriOf(await callback(await loginAtProvider(flow.authorizationUrl), flow.cookie))
    const stranger = await start()
    expect((await post('/auth/social/result', { resultUri: uri, resultKey: stranger.resultKey })).status).toBe(410)
    // The wrong key used it up: the result is gone for everyone.
    expect((await post('/auth/social/result', { resultUri: uri, resultKey: flow.resultKey })).status).toBe(410)
  })

  it('tells the frame the visitor cancelled at the provider', async () => {
    const flow = await start()
    const state = new URL(flow.authorizationUrl).searchParams.get('state')!
    const refused = await callback(new URL(`/auth/social/callback?state=${state}&error=access_denied`, BASE), flow.cookie)
    expect(refused.status).toBe(400)
    const redeemed = await post('/auth/social/result', { resultUri: await resultUriOf(refused), resultKey: flow.resultKey })
    expect(await redeemed.json()).toEqual({ error: 'Connection rejected' })
  })

  it('in redirect mode names the registered page it returns to, and links there with result_uri', async () => {
    const flow = await start('github', { returnTo: RETURN_URL })
    const response = await callback(await loginAtProvider(flow.authorizationUrl), flow.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const back = await continueLinkOf(response.clone())
    expect(await response.text()).toContain('You are going back to <strong>dapp.test/app</strong>')
    expect(`${back.origin}${back.pathname}`).toBe('https://dapp.test/app')
    expect(back.searchParams.get('tab')).toBe('1')
    const redeemed = await post('/auth/social/result', { resultUri: back.searchParams.get(RESULT_URI_PARAM), resultKey: flow.resultKey })
    expect(socialSession().parse(await redeemed.json()).provider).toBe('github')
  })

  it('returns only to a URL registered for the project, exactly', async () => {
    for (const returnTo of ['https://evil.test/', 'https://dapp.test/', 'https://dapp.test/app', 'https://dapp.test/app?tab=1&x=2']) {
      const refused = await postStart({ provider: 'github', projectId: PROJECT, resultKey: newResultKey(), returnTo })
      expect(refused.status).toBe(403)
      expect(refused.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('two logins started side by side in one browser both finish', async () => {
    const first = await start()
    const second = await postStart({ provider: 'google', projectId: PROJECT, resultKey: newResultKey() }, { cookie: first.cookie })
    expect(second.headers.get('Set-Cookie')!.split(';')[0]).toBe(first.cookie)
    expect((await callback(await loginAtProvider(await providerUrlOf(second)), first.cookie)).status).toBe(200)
    expect((await callback(await loginAtProvider(first.authorizationUrl), first.cookie)).status).toBe(200)
  })
})

const sessionCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions').first<{ n: number }>())?.n

describe('the redirect hijack fails', () => {
  it('forged Origin, attacker-chosen returnTo, victim completes in their browser: nothing for the attacker to redeem', async () => {
    // The attacker's own project, with a return page it can read, started from a script with a forged Origin.
    await seedProject('attacker', ['https://attacker.test'], undefined, null, ['https://attacker.test/'])
    const attacker = { resultKey: newResultKey() }
    const started = await postStart({ provider: 'google', projectId: 'attacker', resultKey: attacker.resultKey, returnTo: 'https://attacker.test/' })
    expect(started.status).toBe(200)
    const attackerCookie = started.headers.get('Set-Cookie')!.split(';')[0]!
    // The victim gets the provider URL and signs in, in their own browser: no binding cookie.
    const victimReturn = await loginAtProvider(await providerUrlOf(started), 'alice')
    const sessionsBefore = await sessionCount()
    const atVictim = await callback(victimReturn)
    expect(atVictim.status).toBe(403)
    const link = await continueLinkOf(atVictim)
    const resultUri = link.searchParams.get(RESULT_URI_PARAM)!
    expect(new URL(resultUri).searchParams.get('error')).toBe('failed')
    expect(new URL(resultUri).searchParams.has('id')).toBe(false)
    // What the attacker holds redeems nothing, and the state is used up for its own cookie too.
    const redeemed = await post('/auth/social/result', { resultUri, resultKey: attacker.resultKey })
    expect(redeemed.status).toBe(400)
    expect(await redeemed.json()).toEqual({ error: 'Failed to connect' })
    expect((await callback(victimReturn, attackerCookie)).status).toBe(400)
    expect(await sessionCount()).toBe(sessionsBefore)
  })

  it("a page cannot start a flow in the visitor's browser: only the frame's own origin may post the start form", async () => {
    const refused = await postStart({ provider: 'google', projectId: PROJECT, resultKey: newResultKey() }, { origin: 'https://attacker.test' })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('Set-Cookie')).toBeNull()
    expect(new URL(await resultUriOf(refused)).searchParams.get('error')).toBe('not-started')
  })
})

describe('social login input', () => {
  it('refuses calls from another origin and bad bodies', async () => {
    expect((await postStart({ provider: 'google', projectId: PROJECT, resultKey: newResultKey() }, { origin: 'https://dapp.test' })).status).toBe(403)
    expect((await postStart({ provider: 'myspace', projectId: PROJECT, resultKey: newResultKey() })).status).toBe(400)
    expect((await postStart({ provider: 'google', projectId: PROJECT, resultKey: 'short' })).status).toBe(400)
    // Only the frame's url-encoded form, of a form's size.
    expect((await post('/auth/social/start', { provider: 'google', projectId: PROJECT, resultKey: newResultKey() })).status).toBe(400)
    expect((await postStart({ provider: 'google', projectId: PROJECT, resultKey: newResultKey(), pad: 'x'.repeat(10_000) })).status).toBe(400)
    expect((await postStart({ provider: 'google', projectId: 'nope', resultKey: newResultKey() })).status).toBe(403)
    expect((await post('/auth/social/result', { resultUri: 'https://evil.test/auth/social/result?id=x', resultKey: 'k'.repeat(43) })).status).toBe(400)
    expect((await call('/auth/social/callback?code=abc')).status).toBe(400)
    expect((await call('/auth/social/start')).status).toBe(405)
  })

  it('refuses a provider the project turned off', async () => {
    await seedProject('no-github', ['https://dapp.test'], [{ id: 'socials', isEnabled: true, config: ['google'] }])
    const response = await postStart({ provider: 'github', projectId: 'no-github', resultKey: newResultKey() })
    expect(response.status).toBe(403)
    expect(new URL(await resultUriOf(response)).searchParams.get('error')).toBe('not-started')
  })

  it('reads users of the OAuth-only providers from their user APIs', () => {
    const x = PROVIDER_DEFAULTS.x.profile
    expect(identityFromProfile('x', { data: { id: '2244994945', username: 'porthole' } }, x)).toEqual({
      provider: 'x',
      subject: '2244994945',
      username: 'porthole',
    })
    const github = PROVIDER_DEFAULTS.github.profile
    expect(identityFromProfile('github', { id: 583231, login: 'octocat', email: null }, github)).toEqual({
      provider: 'github',
      subject: '583231',
      username: 'octocat',
    })
    expect(() => identityFromProfile('discord', { username: 'no id' }, PROVIDER_DEFAULTS.discord.profile)).toThrow(/no 'id'/)
  })

  it('keeps the secrets out of the address the start sends the window to', async () => {
    const body = JSON.stringify(await start())
    expect(body).not.toContain((env as unknown as Record<string, string>).SOCIAL_GOOGLE_CLIENT_SECRET)
  })
})
