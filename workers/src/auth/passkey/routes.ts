import { passkeyChallengeBody, passkeyRegisterBody, passkeySignInBody, type PasskeySignedIn } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { passkeySignerOf, passkeySmartAccountAddress } from '../../smart-account/passkey-account.js'
import { smartAccountChains } from '../../smart-account/config.js'
import { findAccount } from '../accounts.js'
import { fundNewSmartAccount } from '../dev-funding.js'
import { scopeOf } from '../session-scope.js'
import { issueSession } from '../sessions.js'
import { verifyAssertion, verifyRegistration } from './ceremonies.js'
import { accountIdOf, consumeChallenge, createChallenge } from './challenges.js'
import { acceptSignCount, createPasskeyAccount, findCredential } from './credentials.js'

/**
 * Passkey accounts (protocol/src/passkey-api.ts): a challenge, then a registration that makes a
 * new account owned by the passkey, or a sign-in with one. Each answer is a session bound to the
 * frame's scope, like an email sign-in's.
 */

const challengeRefused = () => json({ error: 'This passkey request has expired or was already answered. Start again.' }, 400)
const registrationRefused = () => json({ error: 'The passkey could not be verified.' }, 400)
const registrationTaken = () => json({ error: 'This passkey already has an account.' }, 409)
// An unknown credential and a wrong signature get the same answer: it tells no one which credentials exist.
const signInRefused = () => json({ error: 'The passkey was not recognised.' }, 401)
const noSmartAccounts = () => json({ error: 'Passkey accounts are not available: the worker has no smart-account chain.' }, 503)

export async function handlePasskeyChallenge(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyChallengeBody())
  if (!body.ok) return body.response
  return json(await createChallenge(env, request, body.data.purpose))
}

export async function handlePasskeyRegister(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyRegisterBody())
  if (!body.ok) return body.response
  const [chain] = smartAccountChains(env)
  if (!chain) return noSmartAccounts()
  const issued = await consumeChallenge(env, body.data.challengeId, 'register')
  if (!issued?.userId) return challengeRefused()
  const credential = verifyRegistration(request, body.data.credential, issued.challenge)
  if (!credential) return registrationRefused()
  let address
  try {
    address = await passkeySmartAccountAddress({ id: credential.credentialId, publicKey: credential.publicKey }, passkeySignerOf(env), chain)
  } catch (error) {
    console.warn(`[porthole] no passkey smart-account address on ${chain.caipId}: ${(error as Error).message}`)
    return noSmartAccounts()
  }
  const accountId = accountIdOf(issued.userId)
  const created = await createPasskeyAccount(env, { accountId, address, ...credential, signCount: credential.counter })
  if (!created) return registrationTaken()
  await fundNewSmartAccount(env, address)
  const session = await issueSession(env, accountId, undefined, scopeOf(request), credential.credentialId)
  return json({ ...session, credentialId: credential.credentialId, publicKey: credential.publicKey, address } satisfies PasskeySignedIn)
}

export async function handlePasskeySignIn(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeySignInBody())
  if (!body.ok) return body.response
  const { challengeId, assertion } = body.data
  const issued = await consumeChallenge(env, challengeId, 'sign-in')
  if (!issued) return challengeRefused()
  const credential = await findCredential(env, assertion.id)
  const counter = credential && verifyAssertion(request, assertion, issued.challenge, credential.publicKey)
  if (!credential || counter === undefined || !(await acceptSignCount(env, credential, counter))) return signInRefused()
  const account = await findAccount(env, credential.accountId)
  if (!account) return signInRefused()
  const session = await issueSession(env, account.id, undefined, scopeOf(request), credential.credentialId)
  return json({ ...session, credentialId: credential.credentialId, publicKey: credential.publicKey, address: account.address } satisfies PasskeySignedIn)
}
