import type { AddressInfo } from 'node:net'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'

/** The six social providers the local OpenID provider stands in for, one client each. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]

/** Every local client shares this secret; only the loopback provider accepts it. */
export const LOCAL_CLIENT_SECRET = 'porthole-local-secret'
export const localClientId = (provider: SocialProviderId) => `porthole-${provider}`

/** The documented test users (docs/local-stack.md): any of them signs in with the password. */
export const TEST_USERS = {
  alice: { sub: 'local-user-alice', email: 'alice@example.test', name: 'Alice Example' },
  bob: { sub: 'local-user-bob', email: 'bob@example.test', name: 'Bob Example' },
} as const
export const TEST_PASSWORD = 'porthole'

/** The worker variables that point all six providers at the local issuer (discovery), each with its own client. */
export function socialWorkerBindings(issuer: string): Record<string, string> {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((provider) => {
      const prefix = `SOCIAL_${provider.toUpperCase()}_`
      return [
        [`${prefix}ISSUER`, issuer],
        [`${prefix}CLIENT_ID`, localClientId(provider)],
        [`${prefix}CLIENT_SECRET`, LOCAL_CLIENT_SECRET],
      ]
    }),
  )
}

type TestUser = keyof typeof TEST_USERS
const isTestUser = (name: string): name is TestUser => Object.hasOwn(TEST_USERS, name)

export declare namespace startOpenIdProvider {
  type Options = {
    /** 0 picks a free one. */
    port: number
    /** Where each client may send the visitor back (the worker's callback). */
    redirectUris: string[]
  }
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback, standing in for Google,
 * X, Discord, Apple, GitHub and Facebook: discovery, authorization code with
 * PKCE S256 required, signed ID tokens and userinfo. The login form accepts
 * only the test users and the test password.
 */
export async function startOpenIdProvider({ port, redirectUris }: startOpenIdProvider.Options): Promise<{ issuer: string; server: Server }> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end()
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // Port 0 (tests) picks a free port; the issuer names the one it got.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, await configuration(redirectUris))
  const callback = provider.callback()
  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login|\/cancel)?$/.exec(new URL(req.url ?? '/', issuer).pathname)
    if (!match) return void callback(req, res)
    handleInteraction(provider, req, res, match[2]).catch((error: Error) => {
      res.writeHead(400, { 'content-type': 'text/plain' })
      res.end(`Interaction failed: ${error.message}`)
    })
  }
  return { issuer, server }
}

async function configuration(redirectUris: string[]): Promise<Configuration> {
  // A fresh signing key per start: tokens of an earlier run are not accepted.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  return {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: localClientId(provider),
      client_secret: LOCAL_CLIENT_SECRET,
      client_name: `Porthole (${provider})`,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'devnet' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The worker reads the username from the ID token, as it does from Google's.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['porthole-devnet-cookies'] },
    async findAccount(_ctx, id) {
      const name = Object.entries(TEST_USERS).find(([, user]) => user.sub === id)?.[0]
      if (name === undefined || !isTestUser(name)) return undefined
      const user = TEST_USERS[name]
      return {
        accountId: id,
        claims: () => ({ sub: id, email: user.email, email_verified: true, name: user.name, preferred_username: name }),
      }
    },
  }
}

async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, action: string | undefined) {
  const details = await provider.interactionDetails(req, res)
  const clientId = String(details.params.client_id)
  if (req.method === 'GET' && action === undefined) {
    // The stand-in asks no consent question: logging in is agreeing.
    if (details.prompt.name === 'consent')
      return provider.interactionFinished(req, res, { consent: { grantId: await grantAll(provider, details) } }, { mergeWithLastSubmission: true })
    return sendForm(res, details.uid, clientId)
  }
  if (req.method !== 'POST') throw new Error('Use the form.')
  if (action === '/cancel') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The visitor cancelled the login.' })
  }
  const form = new URLSearchParams(await readBody(req))
  const username = (form.get('username') ?? '').trim().toLowerCase()
  if (!isTestUser(username) || form.get('password') !== TEST_PASSWORD) return sendForm(res, details.uid, clientId, 'Wrong username or password.')
  return provider.interactionFinished(req, res, { login: { accountId: TEST_USERS[username].sub } }, { mergeWithLastSubmission: false })
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

/** A grant of every scope and claim the client asked for. */
async function grantAll(provider: Provider, details: Interaction): Promise<string> {
  const accountId = details.session?.accountId
  if (!accountId) throw new Error('Not logged in.')
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: String(details.params.client_id) })
  if (!grant) throw new Error('Grant not found.')
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  return grant.save()
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 10_000) reject(new Error('Form too large.'))
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function sendForm(res: ServerResponse, uid: string, clientId: string, error?: string) {
  const stand = clientId.replace(/^porthole-/, '')
  res.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local OpenID provider</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px system-ui;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.25rem 0 1rem;padding:.5rem}button{padding:.6rem;margin-top:.5rem}.error{color:#b00020}</style>
</head><body>
<h1>Local OpenID provider</h1>
<p>Standing in for <strong>${escapeHtml(stand)}</strong>. Test users: alice or bob, password porthole.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/cancel"><button type="submit">Cancel</button></form>
</body></html>`)
}
