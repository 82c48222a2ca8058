import { AuthPaths } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { createPublicClient, createTestClient, defineChain, http, parseEther, type Hex } from 'viem'
import worker from '../../src/index.js'
import { emailLogin } from '../auth/support.js'
import { BASE } from '../support.js'

const rpcUrls = JSON.parse(env.TEST_RPC_URLS) as Record<string, string>

/** The worker's variables as `npm start` passes them: both anvils and their bundlers (alto). */
export const VARS: Partial<Env> = { RPC_URLS: env.TEST_RPC_URLS, BUNDLER_URLS: env.TEST_BUNDLER_URLS, PAYMASTER_URLS: '{}' }

/** A request to the worker with VARS, each its own client so no per-IP limit applies. */
export function workerFetch(path: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, ...VARS, ...vars })
}

export type WalletAnswer = { result?: Hex; error?: string; code?: number; data?: Record<string, unknown> }

/** POST /auth/wallet/request as the frame sends it. */
export async function walletRequest(
  token: string,
  body: { chainId: number; method: string; params: unknown[]; accountType?: 'eoa' | 'smartAccount' },
): Promise<{ status: number; body: WalletAnswer }> {
  const response = await workerFetch(AuthPaths.walletRequest, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as WalletAnswer }
}

/** A fresh email account, and its smart account's address as the session names it. */
export async function newcomer(tag: string): Promise<{ token: string; owner: Hex; smartAccount: Hex; email: string }> {
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const { token, address } = await emailLogin(email)
  const session = (await (await workerFetch(AuthPaths.session, { headers: { Authorization: `Bearer ${token}` } })).json()) as { smartAccountAddress?: Hex }
  if (!session.smartAccountAddress) throw new Error('the session names no smart account')
  return { token, owner: address as Hex, smartAccount: session.smartAccountAddress, email }
}

export function chainClients(chainId: number) {
  const url = rpcUrls[`eip155:${chainId}`]!
  const chain = defineChain({
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return { chain, client: createPublicClient({ chain, transport: http(url) }), test: createTestClient({ chain, mode: 'anvil', transport: http(url) }) }
}

/** Coins for the smart account's gas and transfers, as dev funding gives a newcomer. */
export async function fund(chainId: number, address: Hex, ether = '10'): Promise<void> {
  await chainClients(chainId).test.setBalance({ address, value: parseEther(ether) })
}

/** Takes the chain's bundler down (now, or as the next UserOperation reaches it) or brings it back on the same port (devnet/src/test-bundlers.ts). */
export async function bundler(action: 'stop' | 'start' | 'stop-at-send', chainId: number): Promise<void> {
  const response = await fetch(`${env.TEST_BUNDLER_CONTROL_URL}/${action}/${chainId}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`${action} bundler ${chainId}: ${response.status} ${await response.text()}`)
}

/** A fresh address that holds nothing. */
export const freshAddress = (): Hex => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
