import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { createPublicClient, http, parseAbi, type Address, type PublicClient } from 'viem'
import worker from '../../src/index.js'
import { BASE } from '../support.js'

/** The chain the read-only tests use, and the one whose state the swap-sending tests change. */
export const READS = 'eip155:31337'
export const WRITES = 'eip155:31338'

const rpcUrls = JSON.parse(env.TEST_RPC_URLS) as Record<string, string>
const listed = JSON.parse(env.TEST_CHAIN_TOKENS) as Record<string, { address: Address; symbol: string; decimals: number }[]>
const backends = JSON.parse(env.TEST_SWAP_BACKENDS) as Record<string, { kind: string; router?: Address }>

/** The worker's variables as `npm start` passes them for the two anvils. */
export const VARS: Partial<Env> = {
  RPC_URLS: env.TEST_RPC_URLS,
  CHAIN_TOKENS: env.TEST_CHAIN_TOKENS,
  SWAP_BACKENDS: env.TEST_SWAP_BACKENDS,
  SWAP_AGGREGATOR_API_KEY: '',
}

/** A request to the worker with VARS (and `vars`), each its own client so the API's per-IP limit never applies. */
export function swapApi(path: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, ...VARS, ...vars })
}

export const postJson = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

/** A seeded token of the chain by symbol. */
export function token(symbol: string): { address: Address; decimals: number } {
  const found = listed[READS]!.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`${symbol} is not seeded`)
  return found
}

/** CAIP-10 of a seeded token (or the native coin) on a chain. */
export const caip10 = (chain: string, symbol: string) => `${chain}:${symbol === 'ETH' ? NATIVE_TOKEN_ADDRESS : token(symbol).address}`

export const ROUTER = backends[READS]!.router!

export const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

/** A client of one anvil, for reading (and, on WRITES, sending) directly. */
export function anvil(chain: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrls[chain]) })
}

/** What the router itself says `amount` becomes along `path`. */
export async function amountsOut(chain: string, amount: bigint, path: Address[]): Promise<bigint> {
  const amounts = await anvil(chain).readContract({ address: ROUTER, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })
  return amounts[amounts.length - 1]!
}

export async function weth(chain: string): Promise<Address> {
  return anvil(chain).readContract({ address: ROUTER, abi: routerAbi, functionName: 'WETH' })
}
