import { base58, base64urlnopad } from '@scure/base'
import * as z from 'zod'

/** sign-client signs for one day; a little clock skew is forgiven. */
const MAX_LIFETIME_SECONDS = 24 * 60 * 60
const SKEW_SECONDS = 60
/** Multicodec prefix of an Ed25519 public key inside a did:key. */
const ED25519_MULTICODEC = [0xed, 0x01]

const header = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const claims = z.object({
  iss: z.string().startsWith('did:key:z').max(128),
  sub: z.string().max(256),
  aud: z.string().max(2048),
  iat: z.number().int(),
  exp: z.number().int(),
})

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

const fail = (reason: string): AuthResult => ({ ok: false, reason })

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(part)))
  } catch {
    return undefined
  }
}

function didKeyToPublicKey(did: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const bytes = base58.decode(did.slice('did:key:z'.length))
    const prefixed = bytes[0] === ED25519_MULTICODEC[0] && bytes[1] === ED25519_MULTICODEC[1]
    return prefixed && bytes.length === 34 ? new Uint8Array(bytes.subarray(2)) : undefined
  } catch {
    return undefined
  }
}

async function signatureValid(publicKey: Uint8Array<ArrayBuffer>, signaturePart: string, signed: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
    const signature = new Uint8Array(base64urlnopad.decode(signaturePart))
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, new TextEncoder().encode(signed))
  } catch {
    return false
  }
}

/** The HTTP scheme a relay URL's scheme arrives as. */
const ARRIVES_AS: Record<string, string> = { 'ws:': 'http:', 'wss:': 'https:', 'http:': 'http:', 'https:': 'https:' }

/** The audience is the relay URL the client was given (path and query aside); it must be this relay's origin. */
function sameRelay(aud: string, requestUrl: URL): boolean {
  if (!URL.canParse(aud)) return false
  const target = new URL(aud)
  return ARRIVES_AS[target.protocol] === requestUrl.protocol && target.host === requestUrl.host
}

/**
 * Verifies the relay auth JWT of the WalletConnect relay: an EdDSA signature by the
 * Ed25519 key named in `iss` (a did:key), unexpired, for this relay. The client's
 * identity is that did:key.
 */
export async function verifyRelayAuth(token: string, requestUrl: URL, nowSeconds: number): Promise<AuthResult> {
  const parts = token.length <= 4096 ? token.split('.') : []
  if (parts.length !== 3) return fail('auth must be a JWT')
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string]
  if (!header.safeParse(decodeJson(headerPart)).success) return fail('JWT header must be {alg: EdDSA, typ: JWT}')
  const parsed = claims.safeParse(decodeJson(claimsPart))
  if (!parsed.success) return fail('JWT claims must have iss (did:key), sub, aud, iat and exp')
  const { iss, aud, iat, exp } = parsed.data
  const publicKey = didKeyToPublicKey(iss)
  if (!publicKey) return fail('iss must be the did:key of an Ed25519 key')
  if (!(await signatureValid(publicKey, signaturePart, `${headerPart}.${claimsPart}`))) return fail('JWT signature is invalid')
  if (exp <= nowSeconds) return fail('JWT has expired')
  if (iat > nowSeconds + SKEW_SECONDS || exp - iat > MAX_LIFETIME_SECONDS + SKEW_SECONDS) return fail('JWT lifetime is invalid')
  if (!sameRelay(aud, requestUrl)) return fail(`JWT aud must be this relay (${requestUrl.protocol === 'https:' ? 'wss' : 'ws'}://${requestUrl.host})`)
  return { ok: true, clientId: iss }
}
