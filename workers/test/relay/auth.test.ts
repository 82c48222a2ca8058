import { base58, base64urlnopad } from '@scure/base'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { BASE } from '../support.js'
import { createIdentity } from './client.js'
import { upgrade } from './connect.js'

const AUD = 'wss://porthole.test'
const now = () => Math.floor(Date.now() / 1000)
const url = (auth: string, projectId = 'demo') => `${BASE}/relay?projectId=${projectId}&auth=${auth}`
const encode = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))
const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part))) as Record<string, unknown>

/** Swaps the claims of a signed JWT, keeping its header and signature. */
function withClaims(jwt: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const changed = decode(claims)
  change(changed)
  return `${header}.${encode(changed)}.${signature}`
}

async function refusal(auth: string): Promise<{ status: number; reason: string }> {
  const response = await upgrade(url(auth))
  expect(response.webSocket).toBeNull()
  const body = (await response.json()) as { error: string; reason: string }
  expect(body.error).toBe('Unauthorized')
  return { status: response.status, reason: body.reason }
}

describe('GET /relay', () => {
  it('upgrades with a valid JWT for this relay', async () => {
    const identity = await createIdentity()
    const response = await upgrade(url(await identity.jwt(AUD)))
    expect(response.status).toBe(101)
    response.webSocket!.accept()
    response.webSocket!.close(1000)
  })

  it('wants an upgrade and a project id', async () => {
    const identity = await createIdentity()
    const plain = await exports.default.fetch(url('x'))
    expect(plain.status).toBe(426)
    const noProject = await upgrade(url(await identity.jwt(AUD), ''))
    expect(noProject.status).toBe(400)
    expect(await noProject.json()).toEqual({ error: 'Invalid Project ID' })
  })

  it('refuses a missing or malformed token with 401 before upgrading', async () => {
    expect(await refusal('')).toEqual({ status: 401, reason: 'auth must be a JWT' })
    expect((await refusal('a.b.c')).reason).toBe('JWT header must be {alg: EdDSA, typ: JWT}')
    const identity = await createIdentity()
    const [, claims, signature] = (await identity.jwt(AUD)).split('.')
    expect((await refusal(`${encode({ alg: 'none', typ: 'JWT' })}.${claims}.${signature}`)).reason).toMatch(/header/)
    expect((await refusal(`${(await identity.jwt(AUD)).split('.').slice(0, 2).join('.')}.!!`)).reason).toBe('JWT signature is invalid')
  })

  it('refuses an expired token', async () => {
    const identity = await createIdentity()
    const expired = await identity.jwt(AUD, { iat: now() - 90_000, exp: now() - 10 })
    expect(await refusal(expired)).toEqual({ status: 401, reason: 'JWT has expired' })
  })

  it('refuses a token that lives longer than a day or starts in the future', async () => {
    const identity = await createIdentity()
    expect((await refusal(await identity.jwt(AUD, { exp: now() + 7 * 86_400 }))).reason).toBe('JWT lifetime is invalid')
    expect((await refusal(await identity.jwt(AUD, { iat: now() + 3_600 }))).reason).toBe('JWT lifetime is invalid')
  })

  it('refuses a token for another relay', async () => {
    const identity = await createIdentity()
    for (const aud of ['wss://relay.walletconnect.org', 'ws://porthole.test', 'not a url']) {
      expect((await refusal(await identity.jwt(aud))).reason).toBe('JWT aud must be this relay (wss://porthole.test)')
    }
  })

  it('refuses forged tokens: changed claims, or another key claiming the did:key', async () => {
    const [victim, forger] = await Promise.all([createIdentity(), createIdentity()])
    const tampered = withClaims(await victim.jwt(AUD), (claims) => (claims.exp = now() + 60))
    expect(await refusal(tampered)).toEqual({ status: 401, reason: 'JWT signature is invalid' })
    const impersonation = withClaims(await forger.jwt(AUD), (claims) => (claims.iss = victim.clientId))
    expect(await refusal(impersonation)).toEqual({ status: 401, reason: 'JWT signature is invalid' })
  })

  it('refuses an issuer that is not an Ed25519 did:key', async () => {
    const identity = await createIdentity()
    const secp256k1 = `did:key:z${base58.encode(Uint8Array.of(0xe7, 0x01, ...new Uint8Array(33).fill(2)))}`
    for (const iss of [secp256k1, 'did:key:z0OIl', 'did:web:example.com']) {
      const reason = (await refusal(withClaims(await identity.jwt(AUD), (claims) => (claims.iss = iss)))).reason
      expect(reason).toMatch(/^(iss must be the did:key of an Ed25519 key|JWT claims must have)/)
    }
  })
})
