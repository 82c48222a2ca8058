import * as oauth from 'oauth4webapi'
import * as z from 'zod'
import type { Identity } from '../identity.js'
import { authorizationServer, client, requestOptions } from './authorization-server.js'
import type { Flow } from './flows.js'
import type { ProfileSource, ProviderConfig } from './providers.js'

/** Why a callback did not sign anyone in; the reason is logged, the visitor sees a generic failure. */
export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
}

/**
 * The callback's code traded for tokens (with the flow's PKCE verifier), then
 * the user: from the ID token (claims and signature checked, nonce matched)
 * or from the provider's user API.
 */
export async function exchangeCode(config: ProviderConfig, flow: Flow, callback: URL, redirectUri: string): Promise<Identity> {
  const options = requestOptions(config)
  const { client: metadata, auth } = client(config)
  let as: oauth.AuthorizationServer
  let params: URLSearchParams
  try {
    as = await authorizationServer(config)
    params = oauth.validateAuthResponse(as, metadata, callback, flow.state)
  } catch (error) {
    throw new SocialLoginError(`authorization response refused: ${describe(error)}`)
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, metadata, auth, params, redirectUri, flow.codeVerifier, options)
    if (config.profile.kind === 'idToken') {
      const result = await oauth.processAuthorizationCodeResponse(as, metadata, response, { expectedNonce: flow.nonce, requireIdToken: true })
      // Over loopback HTTP there is no TLS to vouch for the issuer: the signature does, everywhere.
      await oauth.validateApplicationLevelSignature(as, response, options)
      const claims = oauth.getValidatedIdTokenClaims(result)!
      return identityFromProfile(config.provider, claims, ID_TOKEN_PROFILE)
    }
    const result = await oauth.processAuthorizationCodeResponse(as, metadata, response)
    const profile = await fetchProfile(config, result.access_token)
    return identityFromProfile(config.provider, profile, config.profile)
  } catch (error) {
    if (error instanceof SocialLoginError) throw error
    throw new SocialLoginError(`token exchange refused: ${describe(error)}`)
  }
}

const ID_TOKEN_PROFILE: ProfileSource = { kind: 'userinfo', subject: 'sub', username: ['email', 'preferred_username'] }

async function fetchProfile(config: ProviderConfig, accessToken: string): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', 'User-Agent': 'porthole-worker' })
  const response = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(config.endpoints!.userinfo), headers, null, requestOptions(config))
  if (!response.ok) throw new SocialLoginError(`user API answered ${response.status}`)
  return response.json()
}

const subjectValue = z.union([z.string().min(1).max(255), z.number().int().nonnegative()]).transform(String)
const usernameValue = z.string().min(1).max(256)

/** The provider's user as an Identity: its stable id as subject, an email or handle as username. */
export function identityFromProfile(provider: Identity['provider'], profile: unknown, source: ProfileSource): Identity {
  if (source.kind !== 'userinfo') throw new SocialLoginError('no profile fields')
  const record = z.record(z.string(), z.unknown()).safeParse(profile)
  const body = record.success && source.wrapper ? z.record(z.string(), z.unknown()).safeParse(record.data[source.wrapper]) : record
  if (!body.success) throw new SocialLoginError('the profile is not an object')
  const subject = subjectValue.safeParse(body.data[source.subject])
  if (!subject.success) throw new SocialLoginError(`the profile has no '${source.subject}'`)
  const username = source.username.map((field) => usernameValue.safeParse(body.data[field])).find((r) => r.success)?.data
  return { provider, subject: subject.data, username }
}

function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError)
    return `${error.error} ${error.error_description ?? ''}`.trim()
  return error instanceof Error ? error.message : String(error)
}
