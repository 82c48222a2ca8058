import { EIP155_METHODS, ErrorCodes, passkeyPrepareBody, passkeySendBody, passkeySignMessageBody, type PasskeyCall } from '@porthole/protocol'
import { hashMessage, hashTypedData, isAddressEqual, isHex, type Hex } from 'viem'
import * as z from 'zod'
import { personalSign, signTypedData, withoutDomainType } from '../wallet-params.js'
import { formatUserOperation, formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { AssertionMismatchError, assertedOwner } from '../../smart-account/asserted-owner.js'
import { parseBody } from '../../http/body.js'
import { json } from '../../http/json.js'
import { SmartAccountError } from '../../smart-account/errors.js'
import type { NormalCall } from '../../smart-account/pending.js'
import { proxyMessageSignature, proxyOperationSignature, safeMessageHash } from '../../smart-account/proxy-signature.js'
import { preparePasskeyOperation, sendPasskeyOperation } from '../../smart-account/send.js'
import { passkeyRoad, refusal, signingCredential, smartAccountOf } from './passkey-road.js'

/**
 * A passkey account's transactions (PasskeyOperationPaths): the worker prepares the operation and
 * sends what the visitor's passkey signed in the approval window. It holds no key that could sign
 * one, so nothing here can move the account's funds by itself.
 */

const notThisAccount = () => json({ error: 'The operation is not from the connected account', code: ErrorCodes.unauthorized }, 400)

const normal = (calls: PasskeyCall[]): NormalCall[] => calls.map(({ to, value, data }) => ({ to: to as Hex, value: value as Hex, data: data as Hex }))

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
  const credential = await signingCredential(env, road, body.data.signature)
  if (credential instanceof Response) return credential
  return answering(async () => {
    const key = { id: credential.credentialId, publicKey: credential.publicKey }
    const unsigned = formatUserOperation(body.data.userOperation as never) as UserOperation<'0.7'>
    // The first passkey signs through the shared signer, as permissionless encodes it; a further one through its own signer contract.
    const account = await smartAccountOf(road, env, credential.signer ? undefined : assertedOwner(key, body.data.signature))
    let signature: Hex
    try {
      signature = credential.signer
        ? await proxyOperationSignature(credential.signer, key, body.data.signature, unsigned, road.chain.chainId)
        : await account.signUserOperation(unsigned)
    } catch (error) {
      if (error instanceof AssertionMismatchError) return assertionMismatch()
      throw error
    }
    return json({ result: await sendPasskeyOperation(env.DB, road.account.id, account, road.chain, normal(body.data.calls), { ...unsigned, signature }) })
  })
}

const invalidParams = (issues: z.ZodError) => json({ error: `Invalid params: ${z.prettifyError(issues)}`, code: ErrorCodes.invalidParams }, 400)
const notSigned = () => json({ error: 'A passkey account signs messages and typed data only', code: ErrorCodes.unsupportedMethod }, 400)

/** A message's own hash and who signed, read from personal_sign's or eth_signTypedData_v4's params; or the refusal. */
function messageOf(method: string, params: unknown[]): { from: Hex; hash: Hex; sign: Parameters<SmartAccountSign>[0] } | Response {
  const approval = EIP155_METHODS.get(method)?.approval
  if (approval === 'message') {
    const parsed = personalSign.safeParse(params)
    if (!parsed.success) return invalidParams(parsed.error)
    const [message, from] = parsed.data
    const value = isHex(message) ? { raw: message } : message
    return { from, hash: hashMessage(value), sign: { message: value } }
  }
  if (approval === 'typed-data') {
    const parsed = signTypedData.safeParse(params)
    if (!parsed.success) return invalidParams(parsed.error)
    const [from, data] = parsed.data
    const typed = { domain: data.domain, types: withoutDomainType(data.types), primaryType: data.primaryType, message: data.message } as TypedData
    return { from, hash: hashTypedData(typed), sign: { typedData: typed } }
  }
  return notSigned()
}

type TypedData = Parameters<typeof hashTypedData>[0]
type SmartAccountSign = (what: { message: Parameters<typeof hashMessage>[0] } | { typedData: TypedData }) => Promise<Hex>

/**
 * A message or typed data signed by the passkeys' Safe: the worker encodes the passkey's assertion
 * of the SafeMessage hash (made in the approval window) as the Safe checks it (ERC-1271). The first
 * passkey's goes through the shared signer as permissionless and viem encode it, wrapped in
 * ERC-6492 with the Safe's deployment while it has none; a further passkey's is its signer
 * contract's (the Safe is deployed: the operation that added it ran there).
 */
export async function handlePasskeySignMessage(request: Request, env: Env): Promise<Response> {
  const body = await parseBody(request, passkeySignMessageBody())
  if (!body.ok) return body.response
  const road = await passkeyRoad(request, env, body.data.chainId)
  if (road instanceof Response) return road
  const message = messageOf(body.data.method, body.data.params)
  if (message instanceof Response) return message
  if (!isAddressEqual(message.from, road.safe)) return notThisAccount()
  const credential = await signingCredential(env, road, body.data.signature)
  if (credential instanceof Response) return credential
  const key = { id: credential.credentialId, publicKey: credential.publicKey }
  try {
    if (credential.signer) {
      const hash = safeMessageHash(road.safe, road.chain.chainId, message.hash)
      return json({ result: await proxyMessageSignature(credential.signer, key, body.data.signature, hash) })
    }
    const account = await smartAccountOf(road, env, assertedOwner(key, body.data.signature))
    const what = message.sign
    const result = 'message' in what ? await account.signMessage({ message: what.message }) : await account.signTypedData(what.typedData as never)
    return json({ result })
  } catch (error) {
    if (error instanceof AssertionMismatchError) return assertionMismatch()
    throw error
  }
}
