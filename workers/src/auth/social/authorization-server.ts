import * as oauth from 'oauth4webapi'
import type { ProviderConfig } from './providers.js'

/** Discovery documents change rarely; an isolate keeps each for this long. */
const DISCOVERY_TTL_MS = 10 * 60_000
const discovered = new Map<string, { server: oauth.AuthorizationServer; until: number }>()

/** Plain HTTP is allowed only on loopback: the local OpenID provider of the dev stack. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
}

/** Options every oauth4webapi request of this provider takes. */
export function requestOptions(config: ProviderConfig): { [oauth.allowInsecureRequests]?: boolean } {
  const urls = config.issuer ? [config.issuer] : Object.values(config.endpoints ?? {})
  return urls.every(isLoopback) ? { [oauth.allowInsecureRequests]: true } : {}
}

/** The provider's metadata: discovered from its issuer, or made from its configured endpoints. */
export async function authorizationServer(config: ProviderConfig): Promise<oauth.AuthorizationServer> {
  if (!config.issuer) {
    const endpoints = config.endpoints!
    return {
      issuer: new URL(endpoints.authorization).origin,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      userinfo_endpoint: endpoints.userinfo,
    }
  }
  const cached = discovered.get(config.issuer)
  if (cached && cached.until > Date.now()) return cached.server
  const issuer = new URL(config.issuer)
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(config) })
  const server = await oauth.processDiscoveryResponse(issuer, response)
  discovered.set(config.issuer, { server, until: Date.now() + DISCOVERY_TTL_MS })
  return server
}

export function client(config: ProviderConfig): { client: oauth.Client; auth: oauth.ClientAuth } {
  return {
    client: { client_id: config.clientId },
    auth: config.clientAuth === 'basic' ? oauth.ClientSecretBasic(config.clientSecret) : oauth.ClientSecretPost(config.clientSecret),
  }
}
