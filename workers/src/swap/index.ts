import { supportedChains } from '../chain-data/chains.js'
import type { SwapBackend } from './backend.js'
import { readSwapBackends, type BackendConfig } from './config.js'
import { DEFAULT_BASE_URL, oneInchClient } from './one-inch/api.js'
import { oneInchBackend } from './one-inch/backend.js'
import { uniswapV2Backend } from './uniswap-v2/backend.js'

export type { SwapBackend } from './backend.js'

type SwapEnv = Pick<Env, 'SWAP_BACKENDS' | 'SWAP_AGGREGATOR_URL' | 'SWAP_AGGREGATOR_API_KEY' | 'RPC_URLS' | 'CHAIN_TOKENS'>

/** A uniswap-v2 backend reads its chain (an RPC_URLS entry); a 1inch one needs the API key. */
function usable(env: SwapEnv, caipId: string, config: BackendConfig): boolean {
  return config.kind === 'uniswap-v2' ? supportedChains(env).has(caipId) : Boolean(env.SWAP_AGGREGATOR_API_KEY)
}

/** The network's swap backend as SWAP_BACKENDS configures it, when it can work; none otherwise ('Network not supported for Swaps'). */
export function swapBackend(env: SwapEnv, caipId: string): SwapBackend | undefined {
  const config = readSwapBackends(env.SWAP_BACKENDS)[caipId]
  if (!config || !usable(env, caipId, config)) return undefined
  if (config.kind === 'uniswap-v2') return uniswapV2Backend(supportedChains(env).get(caipId)!, config.router)
  const chainId = Number(caipId.slice('eip155:'.length))
  return oneInchBackend(caipId as `eip155:${number}`, oneInchClient(env.SWAP_AGGREGATOR_URL || DEFAULT_BASE_URL, env.SWAP_AGGREGATOR_API_KEY!, chainId))
}

/** The networks (CAIP-2) whose swap backend can work: the frame offers Swap on these only. */
export function swapNetworks(env: SwapEnv): string[] {
  return Object.entries(readSwapBackends(env.SWAP_BACKENDS))
    .filter(([caipId, config]) => usable(env, caipId, config))
    .map(([caipId]) => caipId)
}
