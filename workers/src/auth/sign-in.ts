import type { SignedInResult } from '@porthole/protocol'
import { findOrCreateAccount, solanaKeyOf, type KeyedAccount, type SolanaKey } from './accounts.js'
import { fundNewAccount, fundNewSolanaAccount } from './dev-funding.js'
import type { Identity } from './identity.js'
import { readKeks } from './kek.js'
import type { SessionScope } from './session-scope.js'
import { issueSession } from './sessions.js'

/**
 * The account's Solana key: an account from before Solana gets its key here,
 * on its next sign-in or session check, funded on the local stack like a new account.
 */
export async function solanaAccountOf(env: Env, account: KeyedAccount): Promise<SolanaKey> {
  const { solana, created } = await solanaKeyOf(env, account)
  if (created) await fundNewSolanaAccount(env, solana.address)
  return solana
}

/**
 * Signs an identity in: its account (created with new EVM and Solana keys the
 * first time) and a new session token. Callers have already proven the identity.
 * Nobody signs in while the KEKs are unusable (missing, or the published
 * development key outside development): a session could sign nothing safely.
 */
export async function signIn(env: Env, identity: Identity, deviceId?: string, scope?: SessionScope): Promise<SignedInResult> {
  await readKeks(env)
  const { account, created } = await findOrCreateAccount(env, identity)
  const { solana, created: solanaCreated } = await solanaKeyOf(env, account)
  await Promise.all([
    created ? fundNewAccount(env, account.address) : undefined,
    created || solanaCreated ? fundNewSolanaAccount(env, solana.address) : undefined,
  ])
  const session = await issueSession(env, account.id, deviceId, scope)
  return { token: session.token, address: account.address, solanaAddress: solana.address, expiresAt: session.expiresAt }
}
