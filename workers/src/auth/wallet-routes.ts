import { ErrorCodes, Messages, walletRequestBody, type SessionUser, type WalletRequestBody } from '@porthole/protocol'
import { BaseError, createWalletClient, defineChain, http, isAddressEqual, isHex, type Hex, type PrivateKeyAccount } from 'viem'
import * as z from 'zod'
import { readRpcUrls } from '../frame/rpc-urls.js'
import { parseBody } from '../http/body.js'
import { json } from '../http/json.js'
import { authenticate } from './session-auth.js'
import { revokeSession } from './sessions.js'
import { solanaAccountOf } from './sign-in.js'
import { unsealWallet } from './wallet-key.js'

/**
 * The embedded wallet's requests: the frame asks only after the visitor
 * approved in ApproveTransaction; the worker signs only for a live session,
 * with the key decrypted for this one request.
 */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<Hex>
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<Hex>
const quantity = hex.transform((value) => BigInt(value))

const personalSign = z.tuple([hex.or(z.string().max(100_000)), address])
const typedData = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const signTypedData = z.tuple([address, z.union([z.string().max(100_000).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    ctx.addIssue({ code: 'custom', message: 'typed data is not JSON' })
    return z.NEVER
  }
}).pipe(typedData), typedData])])
const sendTransaction = z.tuple([
  z.object({
    from: z.optional(address),
    to: z.optional(address),
    value: z.optional(quantity),
    data: z.optional(hex),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
    nonce: z.optional(quantity),
  }),
])

type Answer = { result: Hex } | { error: string; code: number; status: number }

const refuse = (code: number, error: string, status = 400): Answer => ({ code, error, status })
const invalidParams = (issues: z.ZodError) => refuse(ErrorCodes.invalidParams, `Invalid params: ${z.prettifyError(issues)}`)
const notThisAccount = () => refuse(ErrorCodes.unauthorized, 'The requested account is not the connected one')

async function answer(env: Env, account: PrivateKeyAccount, request: WalletRequestBody): Promise<Answer> {
  if (request.method === 'personal_sign') {
    const params = personalSign.safeParse(request.params)
    if (!params.success) return invalidParams(params.error)
    const [message, from] = params.data
    if (!isAddressEqual(from, account.address)) return notThisAccount()
    return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) }
  }
  if (request.method === 'eth_signTypedData_v4') {
    const params = signTypedData.safeParse(request.params)
    if (!params.success) return invalidParams(params.error)
    const [from, data] = params.data
    if (!isAddressEqual(from, account.address)) return notThisAccount()
    // viem derives the EIP712Domain type from the domain itself.
    const types = Object.fromEntries(Object.entries(data.types).filter(([name]) => name !== 'EIP712Domain'))
    return { result: await account.signTypedData({ domain: data.domain, types, primaryType: data.primaryType, message: data.message } as Parameters<PrivateKeyAccount['signTypedData']>[0]) }
  }
  const params = sendTransaction.safeParse(request.params)
  if (!params.success) return invalidParams(params.error)
  const [{ from, nonce, ...tx }] = params.data
  if (from && !isAddressEqual(from, account.address)) return notThisAccount()
  const rpcUrl = readRpcUrls(env.RPC_URLS)[`eip155:${request.chainId}`]
  if (!rpcUrl) return refuse(ErrorCodes.chainDisconnected, Messages.chainNotSupported)
  const chain = defineChain({ id: request.chainId, name: `eip155:${request.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  const client = createWalletClient({ account, chain, transport: http(rpcUrl, { timeout: 10_000 }) })
  const fees = tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice } : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
  const result = await client.sendTransaction({ to: tx.to ?? null, value: tx.value, data: tx.data, gas: tx.gas, nonce: nonce === undefined ? undefined : Number(nonce), ...fees } as Parameters<typeof client.sendTransaction>[0])
  return { result }
}

export async function handleWalletRequest(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, walletRequestBody())
  if (!body.ok) return body.response
  const account = await unsealWallet(env, auth.account.id, auth.account.key)
  try {
    const outcome = await answer(env, account, body.data)
    if ('result' in outcome) return json(outcome)
    return json({ error: outcome.error, code: outcome.code }, outcome.status)
  } catch (error) {
    // Node and viem errors (insufficient funds, nonce, revert) reach the dapp with their text.
    if (error instanceof BaseError) return json({ error: error.shortMessage, code: ErrorCodes.internal }, 502)
    throw error
  }
}

export async function handleSession(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  const { account, session } = auth
  const solana = await solanaAccountOf(env, account)
  return json({ address: account.address, solanaAddress: solana.address, provider: account.provider, username: account.username, expiresAt: session.expiresAt } satisfies SessionUser)
}

/** Sign-out revokes the token; signing out twice is fine. */
export async function handleSignOut(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (auth.ok) await revokeSession(env, auth.token)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
