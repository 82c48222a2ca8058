import { env } from 'cloudflare:workers'
import worker from '../../src/index.js'
import { BASE } from '../support.js'
import { CHAIN, RPC_URL } from './fake-chain.js'

export const USDC = '0x00000000000000000000000000000000000000c1'
export const USDT = '0x00000000000000000000000000000000000000c2'
export const POINTS = '0x00000000000000000000000000000000000000c3'
export const PUFFINS = '0x00000000000000000000000000000000000000c4'

/** The worker's variables: one supported chain (the fake) with a token list like the local stack's. */
export const VARS: Partial<Env> = {
  RPC_URLS: JSON.stringify({ [CHAIN]: RPC_URL }),
  CHAIN_TOKENS: JSON.stringify({
    [CHAIN]: [
      { kind: 'erc20', address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      { kind: 'erc20', address: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
      { kind: 'erc20', address: POINTS, name: 'Porthole Points', symbol: 'PTS', decimals: 0 },
      { kind: 'erc721', address: PUFFINS, name: 'Porthole Puffins', symbol: 'PUFF', decimals: 0 },
    ],
  }),
  PRICE_SOURCE: 'fixed',
  NAME_SUFFIX: '.reown.id',
  HISTORY_INDEXER: 'local',
}

/** A request to the worker with VARS (and `vars`) as its variables. */
export function chainData(path: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  // Each request is its own client, as in support.ts, so the API's per-IP limit never applies.
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  return worker.fetch(request, { ...env, ...VARS, ...vars })
}

/** A fresh random EVM address, so cached answers of other tests never apply. */
export function freshAddress(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}
