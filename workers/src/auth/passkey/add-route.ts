import { passkeyAddBody, passkeyAddConfirmBody, type PasskeyAddition as Answer } from '@porthole/protocol'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { publicClientOf } from '../../smart-account/account.js'
import { smartAccountChains } from '../../smart-account/config.js'
import { passkeySignerOf } from '../../smart-account/passkey-account.js'
import { ownsAlone, passkeySignerProxy } from '../../smart-account/passkey-owners.js'
import { findAddition, holdAddition, recordAddition, type PasskeyAddition } from './additions.js'
import { verifyRegistration } from './ceremonies.js'
import { consumeChallenge } from './challenges.js'
import { passkeyRoad } from './passkey-road.js'

/**
 * "Add a second passkey": the new passkey (made in the first-party window) is checked and held, the
 * account's passkey signs the operation that makes the new one's signer contract an owner of the
 * Safe (an ordinary approval), and only once the chain shows that owner is the new passkey recorded
 * as the account's, to sign in and sign with. The worker holds no key that could add an owner.
 */

const refuse = (error: string, status: number) => json({ error }, status)
const noChain = () => refuse('Adding a passkey needs a network with smart accounts, and this worker has none.', 503)
const answerOf = (addition: PasskeyAddition): Answer => ({
  credentialId: addition.credentialId,
  publicKey: addition.publicKey,
  signer: addition.signer,
  safe: addition.safe,
})

export async function handlePasskeyAdd(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyAddBody())
  if (!body.ok) return body.response
  const [chain] = smartAccountChains(env)
  if (!chain) return noChain()
  const road = await passkeyRoad(request, env, chain.chainId)
  if (road instanceof Response) return road
  const issued = await consumeChallenge(env, body.data.challengeId, 'add')
  if (!issued) return refuse('This passkey request has expired or was already answered. Start again.', 400)
  const credential = verifyRegistration(request, body.data.credential, issued.challenge)
  if (!credential) return refuse('The passkey could not be verified.', 400)
  const signer = await passkeySignerProxy(publicClientOf(chain), credential.publicKey, passkeySignerOf(env))
  const addition = { ...credential, accountId: road.account.id, signCount: credential.counter, signer, safe: road.safe }
  if (!(await holdAddition(env, addition))) return refuse('This passkey already has an account.', 409)
  return json(answerOf(addition))
}

/** The held passkey recorded, once its signer contract owns the Safe alone (threshold 1); before, a 409 the frame may ask again after. */
export async function handlePasskeyAddConfirm(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyAddConfirmBody())
  if (!body.ok) return body.response
  const [chain] = smartAccountChains(env)
  if (!chain) return noChain()
  const road = await passkeyRoad(request, env, chain.chainId)
  if (road instanceof Response) return road
  const addition = await findAddition(env, road.account.id, body.data.credentialId)
  if (!addition) return refuse('No passkey of this account waits to be added under this id.', 404)
  if (!(await ownsAlone(publicClientOf(chain), road.safe, addition.signer))) return refuse('The smart account does not have this passkey as an owner.', 409)
  await recordAddition(env, addition)
  return json(answerOf(addition))
}
