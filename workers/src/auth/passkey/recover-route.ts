import { passkeyRecoverBody, passkeyRecoverFinishBody, type PasskeyRecovery } from '@porthole/protocol'
import type { Hex } from 'viem'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { sendMail } from '../../mail/transport.js'
import { publicClientOf, smartAccountAddress } from '../../smart-account/account.js'
import { smartAccountChains } from '../../smart-account/config.js'
import { SmartAccountError } from '../../smart-account/errors.js'
import { finishRecovery, guardedBy, recoveryRequestOf, startRecovery } from '../../smart-account/guardian.js'
import { passkeySignerOf } from '../../smart-account/passkey-account.js'
import { ownsAlone } from '../../smart-account/passkey-owners.js'
import { isKeyed, type KeyedAccount } from '../accounts.js'
import { authenticate } from '../session-auth.js'
import { unsealWallet } from '../wallet-key.js'
import { verifyRegistration } from './ceremonies.js'
import { consumeChallenge } from './challenges.js'
import { credentialOfAccount, findCredential } from './credentials.js'
import { completeRecovery, findRecovery, forgetRecovery, holdRecovery, type PasskeyRecoveryRecord } from './recoveries.js'

/**
 * Recovery of a passkey-secured email or social account whose visitor lost every passkey. The
 * visitor signs in with the account's email or social identity and makes a new passkey; the
 * identity's key, the recovery module's one guardian, proposes it as the Safe's only owner. It takes
 * over only after the module's delay, during which a passkey of the account cancels it (an ordinary
 * approval in the approval window); the start is mailed to the account's address at once, and the
 * frame reads the module on every open, so the operator can start a recovery but never finish one unseen.
 */

const refuse = (error: string, status: number, extra?: Record<string, unknown>) => json({ error, ...extra }, status)
const noChain = () => refuse('Recovery needs a network with smart accounts, and this worker has none.', 503)
const answerOf = (recovery: PasskeyRecoveryRecord): PasskeyRecovery => ({
  credentialId: recovery.credentialId,
  publicKey: recovery.publicKey,
  signer: recovery.signer,
  safe: recovery.safe,
  module: recovery.module,
  executeAfter: recovery.executeAfter,
})
const chainRefusal = (error: unknown) => {
  if (error instanceof SmartAccountError) return refuse(error.message, error.status, { code: error.code, ...(error.data ? { data: error.data } : {}) })
  throw error
}

/** The secured account the session signs in to, or the answer that refuses. */
async function securedAccount(request: Request, env: Env): Promise<KeyedAccount | Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  if (!isKeyed(auth.account)) return refuse('A passkey account has no email or social identity to recover it with: add a second passkey instead.', 409)
  if (!(await credentialOfAccount(env, auth.account.id))) return refuse('This account is not secured with a passkey, so it has nothing to recover.', 409)
  return auth.account
}

async function mailRecoveryStarted(env: Env, account: KeyedAccount, executeAfter: number): Promise<void> {
  if (account.provider !== 'email') return
  const when = new Date(executeAfter * 1000).toUTCString()
  await sendMail(env, {
    to: account.subject,
    subject: 'A recovery of your wallet has started',
    text:
      `Someone signed in with this address and asked to hand your wallet's smart account to a new passkey. ` +
      `It takes over on ${when} unless you cancel it.\n\n` +
      `If it was you, nothing else is needed: open the wallet after that time to finish.\n` +
      `If it was not you, open the wallet with your passkey now and choose "Cancel recovery". Your funds stay where they are until then.`,
  })
}

export async function handlePasskeyRecover(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyRecoverBody())
  if (!body.ok) return body.response
  const account = await securedAccount(request, env)
  if (account instanceof Response) return account
  const [chain] = smartAccountChains(env)
  if (!chain) return noChain()
  const issued = await consumeChallenge(env, body.data.challengeId, 'recover')
  if (!issued) return refuse('This passkey request has expired or was already answered. Start again.', 400)
  const credential = verifyRegistration(request, body.data.credential, issued.challenge)
  if (!credential) return refuse('The passkey could not be verified.', 400)
  if (await findCredential(env, credential.credentialId)) return refuse('This passkey already has an account.', 409)
  const safe = await smartAccountAddress(account.address, chain)
  const module = await guardedBy(chain, safe, account.address)
  if (!module) return refuse('This smart account has no recovery set up.', 409)
  if (await recoveryRequestOf(chain, module, safe)) return refuse('A recovery of this account is under way already.', 409)
  try {
    const guardian = await unsealWallet(env, account.id, account.key)
    const started = await startRecovery(guardian, chain, module, safe, credential.publicKey, passkeySignerOf(env))
    const recovery = { ...credential, accountId: account.id, signCount: credential.counter, safe, module, ...started }
    if (!(await holdRecovery(env, recovery))) return refuse('This passkey already has an account.', 409)
    await mailRecoveryStarted(env, account, started.executeAfter)
    return json(answerOf(recovery))
  } catch (error) {
    return chainRefusal(error)
  }
}

/**
 * Once the delay has passed: the module hands the Safe to the new passkey (open to anyone; the
 * guardian pays), and only once the chain shows it as the Safe's owner is it recorded as the
 * account's only passkey. A recovery cancelled meanwhile is forgotten and answered 410.
 */
export async function handlePasskeyRecoverFinish(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyRecoverFinishBody())
  if (!body.ok) return body.response
  const account = await securedAccount(request, env)
  if (account instanceof Response) return account
  const [chain] = smartAccountChains(env)
  if (!chain) return noChain()
  const recovery = await findRecovery(env, account.id, body.data.credentialId)
  if (!recovery) return refuse('No recovery of this account waits under this passkey.', 404)
  const safe = recovery.safe as Hex
  const onChain = await recoveryRequestOf(chain, recovery.module, safe)
  const proposed = onChain?.newOwners.length === 1 && onChain.newOwners[0]!.toLowerCase() === recovery.signer.toLowerCase()
  try {
    if (onChain && proposed) {
      const { timestamp } = await publicClientOf(chain).getBlock()
      if (Number(timestamp) < onChain.executeAfter) {
        return refuse('The recovery cannot finish before its delay has passed.', 409, { executeAfter: onChain.executeAfter })
      }
      await finishRecovery(await unsealWallet(env, account.id, account.key), chain, recovery.module, safe)
    }
  } catch (error) {
    return chainRefusal(error)
  }
  if (!(await ownsAlone(publicClientOf(chain), safe, recovery.signer))) {
    await forgetRecovery(env, account.id)
    return refuse('The recovery was cancelled by a passkey of the account.', 410)
  }
  await completeRecovery(env, recovery)
  return json(answerOf(recovery))
}
