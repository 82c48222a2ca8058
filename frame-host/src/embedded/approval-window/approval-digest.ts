import { jsonOf, type ApprovalRequest, type Json } from './approval-request.js'

/** JSON with every object's keys sorted, so equal values always encode to the same bytes. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * What the approval window answers with Approve: SHA-256 (hex) of what it
 * showed, method, params, chain and account, the chain facts it read them with,
 * and a passkey account's operation. The frame signs or sends a request only if
 * the digest of what it is about to sign or send is the same: facts that changed
 * after the window showed them are refused like changed params.
 */
export async function approvalDigest(request: Pick<ApprovalRequest, 'method' | 'params' | 'chain' | 'account' | 'passkey' | 'chainFacts'>): Promise<string> {
  const shown: Json = {
    method: request.method,
    params: request.params,
    chain: request.chain.id,
    account: request.account.toLowerCase(),
    ...(request.chainFacts ? { facts: jsonOf(request.chainFacts) } : {}),
  }
  const text = canonicalJson(request.passkey?.userOperation ? { ...shown, operation: request.passkey.userOperation } : shown)
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
