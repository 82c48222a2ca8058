import { ErrorCodes, type PasskeyOperationSignature } from '@porthole/protocol'
import type { Hex } from 'viem'
import type { WebAuthnAccount } from 'viem/account-abstraction'
import { json } from '../../http/json.js'
import { smartAccountAddress } from '../../smart-account/account.js'
import { smartAccountChain, type SmartAccountChain } from '../../smart-account/config.js'
import { notEnabled, type SmartAccountError } from '../../smart-account/errors.js'
import { passkeySignerOf, passkeySmartAccount } from '../../smart-account/passkey-account.js'
import { isKeyed, type Account } from '../accounts.js'
import { authenticate, sessionExpired } from '../session-auth.js'
import { credentialOfAccount, findCredential, type PasskeyCredential } from './credentials.js'

/**
 * Which Safe a passkey session acts for, and which of the account's passkeys signs: shared by the
 * routes that prepare, send and sign for it and the one that adds a passkey to it.
 */

export const refusal = (error: SmartAccountError) => json({ error: error.message, code: error.code, ...(error.data ? { data: error.data } : {}) }, error.status)
const onlyPasskeyAccounts = () => json({ error: 'Only an account a passkey owns prepares its operations here', code: ErrorCodes.unauthorized }, 403)
const notThisAccountsPasskey = () => json({ error: 'The passkey is not one of this account’s', code: ErrorCodes.unauthorized }, 403)

/**
 * `first`: the account's first passkey, the shared signer's, from whose key a passkey account's
 * address derives; `sessionCredential` the passkey the session signed in with (any of the
 * account's). `safe`: the smart account the passkeys own, a passkey account's own address or a
 * secured account's smart account.
 */
export type PasskeyRoad = {
  account: Account
  first: PasskeyCredential
  sessionCredential: string | undefined
  chain: SmartAccountChain
  safe: Hex
  secured: boolean
}

/**
 * The session's passkeys, the Safe they own and the chain, or the answer that refuses: a passkey
 * account's session names one of its credentials; an email or social account's smart account is
 * the passkeys' once the account was secured with one.
 */
export async function passkeyRoad(request: Request, env: Env, chainId: number): Promise<PasskeyRoad | Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const chain = smartAccountChain(env, chainId)
  const first = await credentialOfAccount(env, auth.account.id)
  if (isKeyed(auth.account)) {
    if (!first) return onlyPasskeyAccounts()
    if (!chain) return refusal(notEnabled())
    const safe = await smartAccountAddress(auth.account.address, chain)
    return { account: auth.account, first, sessionCredential: undefined, chain, safe, secured: true }
  }
  const signedIn = auth.session.credentialId === undefined ? undefined : await findCredential(env, auth.session.credentialId)
  if (!first || signedIn?.accountId !== auth.account.id) return sessionExpired()
  if (!chain) return refusal(notEnabled())
  return { account: auth.account, first, sessionCredential: signedIn.credentialId, chain, safe: auth.account.address, secured: false }
}

/** The passkey that made the assertion (the one it names, else the session's, else the first), if it is one of the account's; else the refusal. */
export async function signingCredential(env: Env, road: PasskeyRoad, assertion: PasskeyOperationSignature): Promise<PasskeyCredential | Response> {
  const id = assertion.id ?? road.sessionCredential ?? road.first.credentialId
  const credential = id === road.first.credentialId ? road.first : await findCredential(env, id)
  return credential?.accountId === road.account.id ? credential : notThisAccountsPasskey()
}

/**
 * The Safe as permissionless builds it, from the first passkey's key (its deployment and the shared
 * signer's configuration). A secured account's Safe was made for the worker's key, so its address
 * is named, not derived from the passkey.
 */
export const smartAccountOf = ({ first, chain, safe, secured }: PasskeyRoad, env: Env, owner?: WebAuthnAccount) =>
  passkeySmartAccount({ id: first.credentialId, publicKey: first.publicKey }, passkeySignerOf(env), chain, owner, secured ? safe : undefined)
