import { EIP155_METHODS, ErrorCodes, passkeyPrepareBody, passkeySendBody, passkeySignMessageBody, type PasskeyCall } from '@porthole/protocol'
import { isAddressEqual, isHex, type Hex } from 'viem'
import * as z from 'zod'
import { personalSign, signTypedData, withoutDomainType } from '../wallet-params.js'
import { formatUserOperation, formatUserOperationRequest, type UserOperation, type WebAuthnAccount } from 'viem/account-abstraction'
import { AssertionMismatchError, assertedOwner } from '../../smart-account/asserted-owner.js'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { smartAccountChain, type SmartAccountChain } from '../../smart-account/config.js'
import { notEnabled, SmartAccountError } from '../../smart-account/errors.js'
import { passkeySignerOf, passkeySmartAccount } from '../../smart-account/passkey-account.js'
import type { NormalCall } from '../../smart-account/pending.js'
import { preparePasskeyOperation, sendPasskeyOperation } from '../../smart-account/send.js'
import { isKeyed, type Account } from '../accounts.js'
import { authenticate, sessionExpired } from '../session-auth.js'
import { credentialOfAccount, findCredential, type PasskeyCredential } from './credentials.js'
import { smartAccountAddress } from '../../smart-account/account.js'

/**
 * A passkey account's transactions (PasskeyOperationPaths): the worker prepares the operation and
 * sends what the visitor's passkey signed in the approval window. It holds no key that could sign
 * one, so nothing here can move the account's funds by itself.
 */

const refusal = (error: SmartAccountError) => json({ error: error.message, code: error.code, ...(error.data ? { data: error.data } : {}) }, error.status)
const onlyPasskeyAccounts = () => json({ error: 'Only an account a passkey owns prepares its operations here', code: ErrorCodes.unauthorized }, 403)
const notThisAccount = () => json({ error: 'The operation is not from the connected account', code: ErrorCodes.unauthorized }, 400)

/** `safe`: the smart account the passkey owns, a passkey account's own address or a secured account's smart account. */
type PasskeyRoad = { account: Account; credential: PasskeyCredential; chain: SmartAccountChain; safe: Hex; secured: boolean }

/**
 * The session's passkey, the Safe it owns and the chain, or the answer that refuses: a passkey
 * account's session names its credential; an email or social account's smart account is the
 * passkey's once the account was secured with one.
 */
async function passkeyRoad(request: Request, env: Env, chainId: number): Promise<PasskeyRoad | Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const chain = smartAccountChain(env, chainId)
  if (isKeyed(auth.account)) {
    const credential = await credentialOfAccount(env, auth.account.id)
    if (!credential) return onlyPasskeyAccounts()
    if (!chain) return refusal(notEnabled())
    return { account: auth.account, credential, chain, safe: await smartAccountAddress(auth.account.address, chain), secured: true }
  }
  const credential = auth.session.credentialId === undefined ? undefined : await findCredential(env, auth.session.credentialId)
  if (credential?.accountId !== auth.account.id) return sessionExpired()
  if (!chain) return refusal(notEnabled())
  return { account: auth.account, credential, chain, safe: auth.account.address, secured: false }
}

const normal = (calls: PasskeyCall[]): NormalCall[] => calls.map(({ to, value, data }) => ({ to: to as Hex, value: value as Hex, data: data as Hex }))

// A secured account's Safe was made for the worker's key, so its address is named, not derived from the passkey.
const smartAccountOf = ({ credential, chain, safe, secured }: PasskeyRoad, env: Env, owner?: WebAuthnAccount) =>
  passkeySmartAccount({ id: credential.credentialId, publicKey: credential.publicKey }, passkeySignerOf(env), chain, owner, secured ? safe : undefined)
const assertionMismatch = () => json({ error: 'The passkey signed another operation than this one', code: ErrorCodes.invalidParams }, 400)

async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof SmartAccountError) return refusal(error)
    throw error
  }
}

export async function handlePasskeyPrepare(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeyPrepareBody())
  if (!body.ok) return body.response
  const road = await passkeyRoad(request, env, body.data.chainId)
  if (road instanceof Response) return road
  return answering(async () => {
    const account = await smartAccountOf(road, env)
    const unsigned = await preparePasskeyOperation(env.DB, road.account.id, account, road.chain, normal(body.data.calls))
    // JSON-RPC's form: quantities as hex, as the window and the bundler read them.
    return json({ userOperation: formatUserOperationRequest(unsigned) })
  })
}

export async function handlePasskeySend(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeySendBody())
  if (!body.ok) return body.response
  const road = await passkeyRoad(request, env, body.data.chainId)
  if (road instanceof Response) return road
  if (!isAddressEqual(body.data.userOperation.sender as Hex, road.safe)) return notThisAccount()
  return answering(async () => {
    const owner = assertedOwner({ id: road.credential.credentialId, publicKey: road.credential.publicKey }, body.data.signature)
    const account = await smartAccountOf(road, env, owner)
    const unsigned = formatUserOperation(body.data.userOperation as never) as UserOperation<'0.7'>
    let signature: Hex
    try {
      signature = await account.signUserOperation(unsigned)
    } catch (error) {
      if (error instanceof AssertionMismatchError) return assertionMismatch()
      throw error
    }
    return json({ result: await sendPasskeyOperation(env.DB, road.account.id, account, road.chain, normal(body.data.calls), { ...unsigned, signature }) })
  })
}

const invalidParams = (issues: z.ZodError) => json({ error: `Invalid params: ${z.prettifyError(issues)}`, code: ErrorCodes.invalidParams }, 400)
const notSigned = () => json({ error: 'A passkey account signs messages and typed data only', code: ErrorCodes.unsupportedMethod }, 400)

/**
 * A message or typed data signed by the passkey's Safe: the worker encodes the passkey's assertion
 * of the SafeMessage hash (made in the approval window) as the Safe checks it (ERC-1271), wrapped
 * in ERC-6492 with the Safe's deployment while it has none, as permissionless and viem do.
 */
export async function handlePasskeySignMessage(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeySignMessageBody())
  if (!body.ok) return body.response
  const road = await passkeyRoad(request, env, body.data.chainId)
  if (road instanceof Response) return road
  const owner = assertedOwner({ id: road.credential.credentialId, publicKey: road.credential.publicKey }, body.data.signature)
  const approval = EIP155_METHODS.get(body.data.method)?.approval
  try {
    if (approval === 'message') {
      const params = personalSign.safeParse(body.data.params)
      if (!params.success) return invalidParams(params.error)
      const [message, from] = params.data
      if (!isAddressEqual(from, road.safe)) return notThisAccount()
      const account = await smartAccountOf(road, env, owner)
      return json({ result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) })
    }
    if (approval === 'typed-data') {
      const params = signTypedData.safeParse(body.data.params)
      if (!params.success) return invalidParams(params.error)
      const [from, data] = params.data
      if (!isAddressEqual(from, road.safe)) return notThisAccount()
      const account = await smartAccountOf(road, env, owner)
      const typed = { domain: data.domain, types: withoutDomainType(data.types), primaryType: data.primaryType, message: data.message }
      return json({ result: await account.signTypedData(typed as Parameters<typeof account.signTypedData>[0]) })
    }
  } catch (error) {
    if (error instanceof AssertionMismatchError) return assertionMismatch()
    throw error
  }
  return notSigned()
}
