import { EIP155_METHODS, ErrorCodes, Messages, walletRequestBody, type SessionUser, type WalletRequestBody } from '@porthole/protocol'
import { BaseError, createWalletClient, defineChain, http, isAddressEqual, isHex, type Hex, type PrivateKeyAccount } from 'viem'
import * as z from 'zod'
import { readRpcUrls } from '../frame/rpc-urls.js'
import { smartAccountAddress } from '../smart-account/account.js'
import { smartAccountChains } from '../smart-account/config.js'
import { SmartAccountError } from '../smart-account/errors.js'
import { answerAsSmartAccount } from '../smart-account/request.js'
import { personalSign, sendTransaction, signTypedData, withoutDomainType } from './wallet-params.js'
import { parseBody } from '../http/body.js'
import { json } from '../http/json.js'
import { isKeyed, type Account } from './accounts.js'
import { credentialOfAccount, findCredential } from './passkey/credentials.js'
import { securedByPasskey } from './passkey/secure-route.js'
import { authenticate, keylessAccount, sessionExpired } from './session-auth.js'
import { revokeSession } from './sessions.js'
import { solanaAccountOf } from './sign-in.js'
import { unsealWallet } from './wallet-key.js'

/**
 * The embedded wallet's requests: the frame asks only after the visitor
 * approved in ApproveTransaction; the worker signs only for a live session,
 * with the key decrypted for this one request.
 */

type Answer = { result: Hex } | { error: string; code: number; status: number }

const refuse = (code: number, error: string, status = 400): Answer => ({ code, error, status })
const invalidParams = (issues: z.ZodError) => refuse(ErrorCodes.invalidParams, `Invalid params: ${z.prettifyError(issues)}`)
const notThisAccount = () => refuse(ErrorCodes.unauthorized, 'The requested account is not the connected one')

async function answer(env: Env, account: PrivateKeyAccount, request: WalletRequestBody): Promise<Answer> {
  const method = EIP155_METHODS.get(request.method)
  if (method?.approval === 'message') {
    const params = personalSign.safeParse(request.params)
    if (!params.success) return invalidParams(params.error)
    const [message, from] = params.data
    if (!isAddressEqual(from, account.address)) return notThisAccount()
    return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) }
  }
  if (method?.approval === 'typed-data') {
    const params = signTypedData.safeParse(request.params)
    if (!params.success) return invalidParams(params.error)
    const [from, data] = params.data
    if (!isAddressEqual(from, account.address)) return notThisAccount()
    const types = withoutDomainType(data.types)
    return {
      result: await account.signTypedData({ domain: data.domain, types, primaryType: data.primaryType, message: data.message } as Parameters<
        PrivateKeyAccount['signTypedData']
      >[0]),
    }
  }
  if (method?.answeredBy === 'call-batch') return refuse(ErrorCodes.unsupportedMethod, 'wallet_sendCalls goes to the worker for a smart account only')
  const params = sendTransaction.safeParse(request.params)
  if (!params.success) return invalidParams(params.error)
  const [{ from, nonce, ...tx }] = params.data
  if (from && !isAddressEqual(from, account.address)) return notThisAccount()
  const rpcUrl = readRpcUrls(env.RPC_URLS)[`eip155:${request.chainId}`]
  if (!rpcUrl) return refuse(ErrorCodes.chainDisconnected, Messages.chainNotSupported)
  const chain = defineChain({
    id: request.chainId,
    name: `eip155:${request.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(rpcUrl, { timeout: 10_000 }) })
  const fees = tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice } : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
  const result = await client.sendTransaction({
    to: tx.to ?? null,
    value: tx.value,
    data: tx.data,
    gas: tx.gas,
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...fees,
  } as Parameters<typeof client.sendTransaction>[0])
  return { result }
}

export async function handleWalletRequest(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  if (!isKeyed(auth.account)) return keylessAccount()
  const body = await parseBody(request, walletRequestBody())
  if (!body.ok) return body.response
  const account = await unsealWallet(env, auth.account.id, auth.account.key)
  try {
    if (body.data.accountType === 'smartAccount') {
      if (await credentialOfAccount(env, auth.account.id)) return securedByPasskey()
      return json({ result: await answerAsSmartAccount(env, auth.account.id, account, body.data) })
    }
    const outcome = await answer(env, account, body.data)
    if ('result' in outcome) return json(outcome)
    return json({ error: outcome.error, code: outcome.code }, outcome.status)
  } catch (error) {
    if (error instanceof SmartAccountError) return json({ error: error.message, code: error.code, ...(error.data ? { data: error.data } : {}) }, error.status)
    // Node and viem errors (insufficient funds, nonce, revert) reach the dapp with their text.
    if (error instanceof BaseError) return json({ error: error.shortMessage, code: ErrorCodes.internal }, 502)
    throw error
  }
}

export async function handleSession(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const { account, session } = auth
  if (!isKeyed(account)) return passkeySession(account, session.expiresAt, session.credentialId, env)
  const [solana, smartAccount, secured] = await Promise.all([
    solanaAccountOf(env, account),
    smartAccountOf(env, account.address),
    credentialOfAccount(env, account.id),
  ])
  return json({
    address: account.address,
    solanaAddress: solana.address,
    provider: account.provider,
    username: account.username,
    expiresAt: session.expiresAt,
    ...smartAccount,
    // A frame signing in on another device learns here that the smart account answers to a passkey.
    ...(secured ? { smartAccountPasskey: { credentialId: secured.credentialId, publicKey: secured.publicKey } } : {}),
  } satisfies SessionUser)
}

/** A passkey account's session: its address is its smart account, and the credential is the one the session signed in with. */
async function passkeySession(account: Account, expiresAt: number, credentialId: string | undefined, env: Env): Promise<Response> {
  const credential = credentialId === undefined ? undefined : await findCredential(env, credentialId)
  if (credential?.accountId !== account.id) return sessionExpired()
  return json({
    address: account.address,
    provider: account.provider,
    username: account.username,
    expiresAt,
    passkey: { credentialId: credential.credentialId, publicKey: credential.publicKey },
  } satisfies SessionUser)
}

/**
 * The key's counterfactual smart account, where the worker has any bundler (the address is the
 * same on every chain). A chain that cannot be read leaves it out rather than failing the session.
 */
async function smartAccountOf(env: Env, owner: Hex): Promise<{ smartAccountAddress?: Hex }> {
  const [chain] = smartAccountChains(env)
  if (!chain) return {}
  try {
    return { smartAccountAddress: await smartAccountAddress(owner, chain) }
  } catch (error) {
    console.warn(`[porthole] no smart-account address for ${owner} on ${chain.caipId}: ${(error as Error).message}`)
    return {}
  }
}

/** Sign-out revokes the token; signing out twice is fine. */
export async function handleSignOut(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (auth.ok) await revokeSession(env, auth.token)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
