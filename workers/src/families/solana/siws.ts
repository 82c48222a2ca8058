import { base58 } from '@scure/base'
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import type { MessageFields, ParsedMessage } from '../../siwx/fields.js'
import type { SignInFormat } from '../worker-family.js'

// SIWS's Chain ID is the cluster as the CAIP-2 reference names it.
const reference = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

function serialize(fields: MessageFields): string {
  const { accountAddress, chainId, domain, uri, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = fields
  return createSignInMessageText({
    domain,
    address: accountAddress,
    uri,
    version: '1',
    chainId: reference(chainId),
    nonce,
    issuedAt,
    expirationTime,
    ...(notBefore ? { notBefore } : {}),
    ...(statement ? { statement } : {}),
    ...(resources?.length ? { resources } : {}),
    ...(requestId ? { requestId } : {}),
  })
}

function parse(text: string): ParsedMessage | undefined {
  const siws = parseSignInMessageText(text)
  if (!siws?.uri || !siws.nonce || !siws.chainId) return undefined
  return {
    address: siws.address,
    chainId: `solana:${siws.chainId}`,
    domain: siws.domain,
    uri: siws.uri,
    nonce: siws.nonce,
    ...(siws.issuedAt ? { issuedAt: new Date(siws.issuedAt) } : {}),
    ...(siws.expirationTime ? { expirationTime: new Date(siws.expirationTime) } : {}),
    ...(siws.notBefore ? { notBefore: new Date(siws.notBefore) } : {}),
  }
}

/** An ed25519 signature by the address's own key. */
async function verify(_env: unknown, _chainId: string, address: string, message: string, signature: string): Promise<boolean> {
  let publicKey: Uint8Array<ArrayBuffer>
  let bytes: Uint8Array<ArrayBuffer>
  try {
    publicKey = new Uint8Array(base58.decode(address))
    bytes = new Uint8Array(base58.decode(signature))
  } catch {
    return false
  }
  if (publicKey.length !== 32 || bytes.length !== 64) return false
  const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes, new TextEncoder().encode(message))
}

/** Sign-In With Solana, the Wallet Standard's text format. */
export const siws: SignInFormat = { serialize, parse, verify }
