import { AuthPaths, SESSION_MODULE_ADDRESS, sessionModuleAbi, SessionPaths } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { encodeFunctionData, hashMessage, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import worker from '../../src/index.js'
import { BASE } from '../support.js'
import { CHAIN, chain, client, createSafe, execTransactionData, safeAbi, safeCallFailed } from './safe.js'

export { CHAIN, client } from './safe.js'

/** A token the stack seeds, by symbol (CHAIN_TOKENS). */
const seeded = (symbol: string) =>
  (JSON.parse(env.TEST_CHAIN_TOKENS) as Record<string, { address: Address; symbol: string }[]>)[CHAIN]!.find((t) => t.symbol === symbol)!.address
export const USDC = seeded('USDC')
export const USDT = seeded('USDT')

/** A request to the worker with the test anvils as its RPC_URLS, each from its own client address. */
export function api(path: string, init: RequestInit & { token?: string; origin?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  headers.set('Content-Type', 'application/json')
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.origin) headers.set('Origin', init.origin)
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, RPC_URLS: env.TEST_RPC_URLS })
}

/** The embedded wallet's own request through the worker (it holds the key). */
async function walletRequest(token: string, method: string, params: unknown[]): Promise<Hex> {
  const response = await api(AuthPaths.walletRequest, { method: 'POST', token, origin: BASE, body: JSON.stringify({ chainId: chain.id, method, params }) })
  const body = (await response.json()) as { result?: Hex; error?: string }
  if (!body.result) throw new Error(`wallet request failed: ${body.error}`)
  return body.result
}

/** A new Safe owned by the embedded key `owner` alone, with the module enabled by the owner's own transaction. */
export async function safeOf(owner: Address, token: string): Promise<Address> {
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  await client.setBalance({ address: owner, value: parseEther('1') })
  const safe = await createSafe(owner, sender)
  await asSafe(owner, token, safe, safe, encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [SESSION_MODULE_ADDRESS] }))
  return safe
}

/** The owner (the embedded key, through the worker) runs one call as the Safe. */
export async function asSafe(owner: Address, token: string, safe: Address, to: Address, data: Hex): Promise<void> {
  const hash = await walletRequest(token, 'eth_sendTransaction', [{ from: owner, to: safe, data: execTransactionData(owner, to, data) }])
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || safeCallFailed(receipt.logs)) throw new Error(`the Safe's call to ${to} failed`)
}

export async function grant(
  owner: Address,
  token: string,
  safe: Address,
  key: Address,
  expiry: number,
  targets: Address[],
  tokens: Address[],
  limits: bigint[],
): Promise<void> {
  await asSafe(
    owner,
    token,
    safe,
    SESSION_MODULE_ADDRESS,
    encodeFunctionData({ abi: sessionModuleAbi, functionName: 'grant', args: [key, BigInt(expiry), targets, tokens, limits] }),
  )
}

/**
 * The Safe's ERC-1271 signature of a text: its owner signs Safe's
 * `SafeMessage` over the text's EIP-191 hash (CompatibilityFallbackHandler).
 */
export async function safeSignature(owner: Address, token: string, safe: Address, text: string): Promise<Hex> {
  const typedData = {
    domain: { chainId: chain.id, verifyingContract: safe },
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      SafeMessage: [{ name: 'message', type: 'bytes' }],
    },
    primaryType: 'SafeMessage',
    message: { message: hashMessage(text) },
  }
  return walletRequest(token, 'eth_signTypedData_v4', [owner, typedData])
}

export const register = (token: string, body: unknown, origin = BASE) =>
  api(SessionPaths.register, { method: 'POST', token, origin, body: JSON.stringify(body) })
