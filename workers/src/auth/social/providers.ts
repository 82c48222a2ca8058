import type { OAuthProvider } from '@porthole/protocol'
import * as z from 'zod'

/**
 * Where a provider's user comes from: the ID token of an OpenID Connect
 * provider, or the provider's own user API (userinfo endpoint) for the
 * OAuth-only ones, read by its field names.
 */
export type ProfileSource = { kind: 'idToken' } | { kind: 'userinfo'; subject: string; username: string[]; wrapper?: string }

/** A provider's defaults: its issuer (discovery) or endpoints, scope and profile source. */
type ProviderDefaults = {
  issuer?: string
  endpoints?: { authorization: string; token: string; userinfo: string }
  scope: string
  profile: ProfileSource
  /** How the token endpoint takes the client secret. */
  clientAuth: 'basic' | 'post'
}

const OIDC: ProfileSource = { kind: 'idToken' }
const OIDC_SCOPE = 'openid email profile'

/** Production defaults of each provider; every value can be replaced by the worker's variables. */
export const PROVIDER_DEFAULTS: Record<OAuthProvider, ProviderDefaults> = {
  google: { issuer: 'https://accounts.google.com', scope: OIDC_SCOPE, profile: OIDC, clientAuth: 'basic' },
  // Apple's client secret is a JWT the operator signs with the team's key and stores as the secret.
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid', profile: OIDC, clientAuth: 'post' },
  x: {
    endpoints: {
      authorization: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userinfo: 'https://api.x.com/2/users/me',
    },
    scope: 'users.read tweet.read',
    profile: { kind: 'userinfo', subject: 'id', username: ['username'], wrapper: 'data' },
    clientAuth: 'basic',
  },
  discord: {
    endpoints: {
      authorization: 'https://discord.com/oauth2/authorize',
      token: 'https://discord.com/api/oauth2/token',
      userinfo: 'https://discord.com/api/users/@me',
    },
    scope: 'identify email',
    profile: { kind: 'userinfo', subject: 'id', username: ['email', 'username'] },
    clientAuth: 'basic',
  },
  github: {
    endpoints: {
      authorization: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      userinfo: 'https://api.github.com/user',
    },
    scope: 'read:user user:email',
    profile: { kind: 'userinfo', subject: 'id', username: ['email', 'login'] },
    clientAuth: 'post',
  },
  facebook: {
    endpoints: {
      authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
      token: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
    },
    scope: 'public_profile email',
    profile: { kind: 'userinfo', subject: 'id', username: ['email', 'name'] },
    clientAuth: 'post',
  },
}

/** One provider as the worker runs it: always a client; an issuer, or the three endpoints. */
export type ProviderConfig = {
  provider: OAuthProvider
  clientId: string
  clientSecret: string
  scope: string
  clientAuth: 'basic' | 'post'
  profile: ProfileSource
  /** Discovery (`/.well-known/openid-configuration`) of this issuer. */
  issuer?: string
  endpoints?: { authorization: string; token: string; userinfo: string }
}

const url = z.url({ protocol: /^https?$/ })
const variables = z.object({
  CLIENT_ID: z.string().min(1).max(512),
  CLIENT_SECRET: z.string().min(1).max(4_096),
  ISSUER: url.optional(),
  AUTHORIZATION_ENDPOINT: url.optional(),
  TOKEN_ENDPOINT: url.optional(),
  USERINFO_ENDPOINT: url.optional(),
  SCOPE: z.string().min(1).max(512).optional(),
})

/** `SOCIAL_GOOGLE_CLIENT_ID` and its siblings (docs/operators.md, "Social login"). */
export const variableName = (provider: OAuthProvider, name: keyof z.infer<typeof variables>) => `SOCIAL_${provider.toUpperCase()}_${name}`

/**
 * The provider's configuration from the worker's variables and secrets, or
 * undefined when it has no client (the provider is then off). An issuer
 * variable switches the provider to OpenID Connect discovery and the ID token;
 * endpoint variables replace the default endpoints one by one.
 */
export function readProviderConfig(env: Env, provider: OAuthProvider): ProviderConfig | undefined {
  const source = env as unknown as Record<string, unknown>
  const raw = Object.fromEntries(
    Object.keys(variables.shape).map((name) => [name, source[variableName(provider, name as keyof z.infer<typeof variables>)] || undefined]),
  )
  if (raw.CLIENT_ID === undefined || raw.CLIENT_SECRET === undefined) return undefined
  const parsed = variables.safeParse(raw)
  if (!parsed.success) throw new Error(`Social login '${provider}' is misconfigured: ${z.prettifyError(parsed.error)}`)
  const vars = parsed.data
  const defaults = PROVIDER_DEFAULTS[provider]
  const base = { provider, clientId: vars.CLIENT_ID, clientSecret: vars.CLIENT_SECRET, clientAuth: defaults.clientAuth, scope: vars.SCOPE ?? defaults.scope }
  // An OpenID issuer standing in for an OAuth-only provider needs OpenID scopes.
  if (vars.ISSUER) return { ...base, issuer: vars.ISSUER, profile: OIDC, scope: vars.SCOPE ?? (defaults.issuer ? defaults.scope : OIDC_SCOPE) }
  if (defaults.issuer) return { ...base, issuer: defaults.issuer, profile: defaults.profile }
  const endpoints = defaults.endpoints!
  return {
    ...base,
    profile: defaults.profile,
    endpoints: {
      authorization: vars.AUTHORIZATION_ENDPOINT ?? endpoints.authorization,
      token: vars.TOKEN_ENDPOINT ?? endpoints.token,
      userinfo: vars.USERINFO_ENDPOINT ?? endpoints.userinfo,
    },
  }
}
