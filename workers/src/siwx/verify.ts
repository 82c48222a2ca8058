import { familyOfNetworkId, SiwxErrors, type SiwxSession } from '@porthole/protocol'
import type { Project } from '../projects/project.js'
import { siwxConfigOf } from './config.js'
import { parse } from './message.js'
import { consumeNonce, type IssuedNonce } from './nonces.js'
import { storeSession } from './sessions.js'
import { verifySignature } from './signature.js'

export type VerifyResult = { ok: true; session: SiwxSession } | { ok: false; error: string }

const sameAddress = (chainId: string, a: string, b: string) => familyOfNetworkId(chainId)?.sameAddress(a, b) ?? a === b
const familyOf = (chainId: string) => chainId.slice(0, chainId.indexOf(':'))

/** The account and chain the nonce was issued for; a nonce without an account binds only the family. */
function boundTo(issued: IssuedNonce, chainId: string, address: string): boolean {
  if (issued.address === undefined) return familyOf(chainId) === familyOf(issued.chainId)
  return chainId === issued.chainId && sameAddress(chainId, address, issued.address)
}

/**
 * A signed message becomes a session only when its nonce was issued by this
 * worker for this project and is unused (it is spent now, whatever follows),
 * it names the same page, account and network the nonce was issued for (only
 * the family, for a nonce issued without an account to WalletConnect's
 * `authenticate`, whose wallet picks both), it
 * is inside its validity window, expires no later than the project allows,
 * and the signature holds.
 */
export async function verifySignIn(env: Env, project: Project, message: string, signature: string): Promise<VerifyResult> {
  const parsed = parse(message)
  if (!parsed) return { ok: false, error: SiwxErrors.nonceUnknown }
  const issued = await consumeNonce(env, project.id, parsed.nonce)
  if (!issued) return { ok: false, error: SiwxErrors.nonceUnknown }
  if (parsed.domain !== issued.domain || new URL(parsed.uri).origin !== issued.uri) return { ok: false, error: SiwxErrors.wrongDomain }
  if (!boundTo(issued, parsed.chainId, parsed.address)) return { ok: false, error: SiwxErrors.badSignature }
  const now = Date.now()
  const expiresAt = parsed.expirationTime?.getTime()
  const latest = now + siwxConfigOf(project).expirySeconds * 1000
  if (expiresAt === undefined || Number.isNaN(expiresAt) || expiresAt <= now) return { ok: false, error: SiwxErrors.expired }
  if (expiresAt > latest) return { ok: false, error: SiwxErrors.expired }
  if (parsed.notBefore && parsed.notBefore.getTime() > now) return { ok: false, error: SiwxErrors.notYetValid }
  if (!(await verifySignature(env, parsed.chainId, parsed.address, message, signature))) return { ok: false, error: SiwxErrors.badSignature }
  const session = await storeSession(env, project.id, issued.domain, { address: parsed.address, chainId: parsed.chainId, expiresAt, message, signature })
  return { ok: true, session }
}
