import { ErrorCodes, passkeySecureBody, type PasskeySecured } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { smartAccountChains } from '../../smart-account/config.js'
import { SmartAccountError } from '../../smart-account/errors.js'
import { passkeySignerOf } from '../../smart-account/passkey-account.js'
import { recoveryModuleOf } from '../../smart-account/recovery-module.js'
import { secureWithPasskey } from '../../smart-account/secure-with-passkey.js'
import { isKeyed } from '../accounts.js'
import { authenticate } from '../session-auth.js'
import { unsealWallet } from '../wallet-key.js'
import { verifyRegistration } from './ceremonies.js'
import { consumeChallenge } from './challenges.js'
import { addCredential, credentialOfAccount, removeCredential } from './credentials.js'

const refuse = (error: string, status: number, code?: number) => json({ error, ...(code === undefined ? {} : { code }) }, status)

/**
 * "Secure with a passkey": an email or social account's smart account gets the visitor's new
 * passkey as its only owner, in one operation the worker's key signs as its last act for it. From
 * then on the worker cannot sign for the smart account; the account's own address and its Solana
 * account keep their worker-held keys.
 */
export async function handlePasskeySecure(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeySecureBody())
  if (!body.ok) return body.response
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const { account } = auth
  if (!isKeyed(account)) return refuse('A passkey account is secured by its passkey already.', 409)
  const [chain] = smartAccountChains(env)
  if (!chain) return refuse('Securing needs a network with smart accounts, and this worker has none.', 503)
  if (await credentialOfAccount(env, account.id)) return refuse('This account is secured with a passkey already.', 409)
  const issued = await consumeChallenge(env, body.data.challengeId, 'secure')
  if (!issued) return refuse('This passkey request has expired or was already answered. Start again.', 400)
  const credential = verifyRegistration(request, body.data.credential, issued.challenge)
  if (!credential) return refuse('The passkey could not be verified.', 400)
  // Recorded first, so a chain that took the change always has the key on record; taken back if it did not.
  const stored = { credentialId: credential.credentialId, accountId: account.id, publicKey: credential.publicKey, signCount: credential.counter, signer: null }
  if (!(await addCredential(env, stored))) return refuse('This passkey already has an account.', 409)
  try {
    const owner = await unsealWallet(env, account.id, account.key)
    const secured = await secureWithPasskey(env.DB, account.id, owner, chain, credential.publicKey, passkeySignerOf(env), recoveryModuleOf(env).address)
    return json({ credentialId: credential.credentialId, publicKey: credential.publicKey, ...secured } satisfies PasskeySecured)
  } catch (error) {
    await removeCredential(env, credential.credentialId)
    if (error instanceof SmartAccountError) return refuse(error.message, error.status, error.code)
    throw error
  }
}

/** A secured account's smart account: the worker's key no longer owns it, so the worker refuses to sign for it (4100). */
export const securedByPasskey = () => refuse('This smart account is owned by a passkey: the worker cannot sign for it', 403, ErrorCodes.unauthorized)
