import { env } from 'cloudflare:workers'
import { encodeAbiParameters, keccak256, numberToHex, type Hex } from 'viem'
import { vi } from 'vitest'
import worker from '../../src/index.js'
import { BASE } from '../support.js'

export const CHAIN = 'eip155:31337'
export const RPC_URL = 'http://anvil.test/rpc'
export const USDC = '0x00000000000000000000000000000000000000c1'

/** The worker as `npm start` runs it: the sandbox provider on one local chain listing a USDC. */
export const SANDBOX_VARS: Partial<Env> = {
  ENVIRONMENT: 'development',
  ONRAMP_PROVIDER: 'sandbox',
  RPC_URLS: JSON.stringify({ [CHAIN]: RPC_URL }),
  CHAIN_TOKENS: JSON.stringify({ [CHAIN]: [{ kind: 'erc20', address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] }),
  PRICE_SOURCE: 'fixed',
}

/** A request to the worker with `vars`, from a client address of its own (no rate limit applies). */
export function onramp(path: string, init: RequestInit = {}, vars: Partial<Env> = SANDBOX_VARS): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  const request = new Request(new URL(path, BASE), { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, ...vars })
}

export const postJson = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

const balanceSlot = (holder: string) => keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder as Hex, 0n])).toLowerCase()

/**
 * A stand-in for anvil with an OpenZeppelin ERC-20 at USDC: ether balances,
 * token storage slots, and the calls the sandbox's credit makes.
 */
export class LocalChain {
  readonly ether = new Map<string, bigint>()
  readonly storage = new Map<string, bigint>()
  readonly methods: string[] = []

  usdcOf = (holder: string) => this.storage.get(balanceSlot(holder.toLowerCase())) ?? 0n

  private answer(method: string, params: unknown[]): unknown {
    this.methods.push(method)
    const [first, second, third] = params as [unknown, unknown, unknown]
    switch (method) {
      case 'eth_getBalance':
        return numberToHex(this.ether.get(String(first).toLowerCase()) ?? 0n)
      case 'anvil_setBalance':
        return void this.ether.set(String(first).toLowerCase(), BigInt(String(second)))
      case 'anvil_setStorageAt':
        return void this.storage.set(String(second).toLowerCase(), BigInt(String(third)))
      case 'eth_call': {
        const data = (first as { data: string }).data
        if (data === '0x18160ddd') return numberToHex(this.storage.get(numberToHex(2n, { size: 32 })) ?? 0n, { size: 32 })
        return numberToHex(this.usdcOf(`0x${data.slice(-40)}`), { size: 32 })
      }
      default:
        throw new Error(`no ${method}`)
    }
  }

  install(): this {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url !== RPC_URL) throw new Error(`unexpected fetch of ${url}`)
      const call = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
      try {
        return Response.json({ jsonrpc: '2.0', id: call.id, result: this.answer(call.method, call.params) })
      } catch (error) {
        return Response.json({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: (error as Error).message } })
      }
    })
    return this
  }
}
