import { evmChain } from '../families/eip155/index.js'
import { workerFamilyOf } from '../families/index.js'
import { readRpcUrls } from '../frame/rpc-urls.js'
import { readTokenLists, type AnyChainInfo, type ChainInfo } from './config.js'

/** The chains of RPC_URLS the API reads, of every family the worker serves; every other network gets an empty answer without a chain call. */
export function readableChains(env: Pick<Env, 'RPC_URLS' | 'CHAIN_TOKENS'>): Map<string, AnyChainInfo> {
  const lists = readTokenLists(env.CHAIN_TOKENS)
  const chains = new Map<string, AnyChainInfo>()
  for (const [caipId, rpcUrl] of Object.entries(readRpcUrls(env.RPC_URLS))) {
    const chain = workerFamilyOf(caipId)?.readChain(caipId, rpcUrl, lists[caipId] ?? [])
    if (chain) chains.set(caipId, chain)
  }
  return chains
}

/** The EVM chains of RPC_URLS: names, history and prices of listed contracts read only these. */
export function supportedChains(env: Pick<Env, 'RPC_URLS' | 'CHAIN_TOKENS'>): Map<string, ChainInfo> {
  return new Map([...readableChains(env).values()].flatMap((chain) => evmChain(chain) ?? []).map((chain) => [chain.caipId, chain]))
}
