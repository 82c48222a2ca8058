import type { Hex } from 'viem'
import { findOrCreateAccount } from './accounts.js'
import { fundNewAccount } from './dev-funding.js'
import type { Identity } from './identity.js'
import { readKeks } from './kek.js'
import { issueSession } from './sessions.js'

export type SignedIn = { token: string; address: `0x${string}`; expiresAt: number }

/**
 * Signs an identity in: its account (created with a new embedded wallet the
 * first time) and a new session token. Callers have already proven the identity.
 * Nobody signs in while the KEKs are unusable (missing, or the published
 * development key outside development): a session could sign nothing safely.
 */
export async function signIn(env: Env, identity: Identity, deviceId?: string): Promise<SignedIn> {
  await readKeks(env)
  const { account, created } = await findOrCreateAccount(env, identity)
  if (created) await fundNewAccount(env, account.address as Hex)
  const session = await issueSession(env, account.id, deviceId)
  return { token: session.token, address: account.address, expiresAt: session.expiresAt }
}
