import { SOCIAL_RESULT_TAG, socialSession, type OAuthProvider } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { identityFromProfile } from '../../src/auth/social/exchange.js'
import { PROVIDER_DEFAULTS } from '../../src/auth/social/providers.js'
import { BASE, call, seedProject } from '../support.js'
import { loginAtProvider } from './provider-login.js'

const PROJECT = 'social'

beforeAll(() => seedProject(PROJECT, ['https://dapp.test']))

const post = (path: string, body: unknown, origin = BASE) =>
  call(path, { method: 'POST', origin, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function start(provider: OAuthProvider = 'google', extra: Record<string, unknown> = {}) {
  const response = await post('/auth/social/start', { provider, projectId: PROJECT, ...extra })
  expect(response.status).toBe(200)
  return (await response.json()) as { authorizationUrl: string; resultKey: string }
}

/** The callback's page hands this message to the frame. */
async function resultUriOf(response: Response): Promise<string> {
  const html = await response.text()
  const json = /<script type="application\/json" id="porthole-social-result">(.*?)<\/script>/s.exec(html)?.[1]
  const message = JSON.parse(json!) as { type: string; resultUri: string }
  expect(message.type).toBe(SOCIAL_RESULT_TAG)
  return message.resultUri
}

async function callback(url: URL): Promise<Response> {
  return call(`${url.pathname}${url.search}`, { redirect: 'manual' })
}

async function signInAs(username: string, provider: OAuthProvider = 'google') {
  const flow = await start(provider)
  const response = await callback(await loginAtProvider(flow.authorizationUrl, username))
  expect(response.status).toBe(200)
  const redeemed = await post('/auth/social/result', { resultUri: await resultUriOf(response), resultKey: flow.resultKey })
  expect(redeemed.status).toBe(200)
  return socialSession().parse(await redeemed.json())
}

describe('social login through the local OpenID provider', () => {
  it('starts with state, nonce and an S256 PKCE challenge, and keeps the verifier to itself', async () => {
    const { authorizationUrl, resultKey } = await start()
    const url = new URL(authorizationUrl)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(`${BASE}/auth/social/callback`)
    expect(url.searchParams.has('code_verifier')).toBe(false)
    expect(resultKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('signs a user in, and the same account always gets the same address', async () => {
    const first = await signInAs('alice')
    expect(first).toMatchObject({ provider: 'google', username: 'alice@example.test' })
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const again = await signInAs('alice')
    expect(again.address).toBe(first.address)
    expect(again.token).not.toBe(first.token)
    expect((await signInAs('bob')).address).not.toBe(first.address)
  })

  it('refuses a callback whose state it never issued, and signs no one in', async () => {
    const flow = await start()
    const returned = await loginAtProvider(flow.authorizationUrl)
    const forged = new URL(returned)
    forged.searchParams.set('state', 'x'.repeat(43))
    const refused = await callback(forged)
    expect(refused.status).toBe(400)
    expect(new URL(await resultUriOf(refused)).searchParams.get('error')).toBe('failed')
    // The real flow is untouched by the forgery.
    expect((await callback(returned)).status).toBe(200)
  })

  it('refuses a state used once already (replay)', async () => {
    const flow = await start()
    const returned = await loginAtProvider(flow.authorizationUrl)
    expect((await callback(returned)).status).toBe(200)
    const replayed = await callback(returned)
    expect(replayed.status).toBe(400)
    expect(await replayed.text()).toContain('Login failed')
  })

  it('refuses a code presented with another flow’s state: the PKCE verifier does not match', async () => {
    const victim = await start()
    const other = await start()
    const returned = await loginAtProvider(victim.authorizationUrl)
    const swapped = new URL(returned)
    swapped.searchParams.set('state', new URL(other.authorizationUrl).searchParams.get('state')!)
    const refused = await callback(swapped)
    expect(refused.status).toBe(400)
    const uri = await resultUriOf(refused)
    expect(new URL(uri).searchParams.get('error')).toBe('failed')
    const redeemed = await post('/auth/social/result', { resultUri: uri, resultKey: other.resultKey })
    expect(redeemed.status).toBe(400)
    expect(await redeemed.json()).toEqual({ error: 'Failed to connect' })
  })

  it('redeems a result once, and only with the key of the frame that started it', async () => {
    const flow = await start()
    const uri = await resultUriOf(await callback(await loginAtProvider(flow.authorizationUrl)))
    const stranger = await start()
    expect((await post('/auth/social/result', { resultUri: uri, resultKey: stranger.resultKey })).status).toBe(410)
    // The wrong key used it up: the result is gone for everyone.
    expect((await post('/auth/social/result', { resultUri: uri, resultKey: flow.resultKey })).status).toBe(410)
  })

  it('tells the frame the visitor cancelled at the provider', async () => {
    const flow = await start()
    const state = new URL(flow.authorizationUrl).searchParams.get('state')!
    const refused = await callback(new URL(`/auth/social/callback?state=${state}&error=access_denied`, BASE))
    expect(refused.status).toBe(400)
    const redeemed = await post('/auth/social/result', { resultUri: await resultUriOf(refused), resultKey: flow.resultKey })
    expect(await redeemed.json()).toEqual({ error: 'Connection rejected' })
  })

  it('returns to the page in redirect mode with result_uri, only to an allowed origin', async () => {
    const flow = await start('github', { returnTo: 'https://dapp.test/app?tab=1' })
    const response = await callback(await loginAtProvider(flow.authorizationUrl))
    expect(response.status).toBe(303)
    const back = new URL(response.headers.get('Location')!)
    expect(`${back.origin}${back.pathname}`).toBe('https://dapp.test/app')
    expect(back.searchParams.get('tab')).toBe('1')
    const redeemed = await post('/auth/social/result', { resultUri: back.searchParams.get('result_uri'), resultKey: flow.resultKey })
    expect(socialSession().parse(await redeemed.json()).provider).toBe('github')
    const elsewhere = await post('/auth/social/start', { provider: 'github', projectId: PROJECT, returnTo: 'https://evil.test/' })
    expect(elsewhere.status).toBe(403)
  })
})

describe('social login input', () => {
  it('refuses calls from another origin and bad bodies', async () => {
    expect((await post('/auth/social/start', { provider: 'google', projectId: PROJECT }, 'https://dapp.test')).status).toBe(403)
    expect((await post('/auth/social/start', { provider: 'myspace', projectId: PROJECT })).status).toBe(400)
    expect((await post('/auth/social/start', { provider: 'google', projectId: 'nope' })).status).toBe(403)
    expect((await post('/auth/social/result', { resultUri: 'https://evil.test/auth/social/result?id=x', resultKey: 'k'.repeat(43) })).status).toBe(400)
    expect((await call('/auth/social/callback?code=abc')).status).toBe(400)
    expect((await call('/auth/social/start')).status).toBe(405)
  })

  it('refuses a provider the project turned off', async () => {
    await seedProject('no-github', ['https://dapp.test'], [{ id: 'socials', isEnabled: true, config: ['google'] }])
    const response = await post('/auth/social/start', { provider: 'github', projectId: 'no-github' })
    expect(response.status).toBe(403)
  })

  it('reads users of the OAuth-only providers from their user APIs', () => {
    const x = PROVIDER_DEFAULTS.x.profile
    expect(identityFromProfile('x', { data: { id: '2244994945', username: 'porthole' } }, x)).toEqual({ provider: 'x', subject: '2244994945', username: 'porthole' })
    const github = PROVIDER_DEFAULTS.github.profile
    expect(identityFromProfile('github', { id: 583231, login: 'octocat', email: null }, github)).toEqual({ provider: 'github', subject: '583231', username: 'octocat' })
    expect(() => identityFromProfile('discord', { username: 'no id' }, PROVIDER_DEFAULTS.discord.profile)).toThrow(/no 'id'/)
  })

  it('keeps the secrets out of the config the start answers with', async () => {
    const body = JSON.stringify(await start())
    expect(body).not.toContain((env as unknown as Record<string, string>).SOCIAL_GOOGLE_CLIENT_SECRET)
  })
})
