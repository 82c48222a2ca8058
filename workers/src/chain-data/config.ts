import * as z from 'zod'
import { readRpcUrls } from '../frame/rpc-urls.js'

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** One entry of a chain's token list (CHAIN_TOKENS); `native` describes the chain's coin (Ether when absent). */
export const listedToken = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native'), name: z.string().min(1).max(64), symbol: z.string().min(1).max(16), decimals: z.number().int().min(0).max(36), iconUrl: z.url().optional() }),
  z.object({
    kind: z.enum(['erc20', 'erc721']),
    address: evmAddress.transform((a) => a.toLowerCase() as `0x${string}`),
    name: z.string().min(1).max(64),
    symbol: z.string().min(1).max(16),
    decimals: z.number().int().min(0).max(36),
    iconUrl: z.url().optional(),
  }),
])
export type ListedToken = z.infer<typeof listedToken>
export type ListedContract = Extract<ListedToken, { address: string }>
export type NativeCoin = Extract<ListedToken, { kind: 'native' }>

const tokenLists = z.record(z.string().regex(/^eip155:\d{1,12}$/), z.array(listedToken).max(1000))

export const ETHER: NativeCoin = { kind: 'native', name: 'Ether', symbol: 'ETH', decimals: 18 }

/** A chain the API reads: its RPC URL and token list. */
export type ChainInfo = {
  caipId: `eip155:${number}`
  id: number
  rpcUrl: string
  native: NativeCoin
  contracts: ListedContract[]
}

let cache: { raw: string | undefined; lists: z.infer<typeof tokenLists> } | undefined

function readTokenLists(raw: string | undefined): z.infer<typeof tokenLists> {
  if (cache !== undefined && cache.raw === raw) return cache.lists
  let lists: z.infer<typeof tokenLists> = {}
  try {
    if (raw !== undefined && raw.trim() !== '') lists = tokenLists.parse(JSON.parse(raw))
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`[porthole] CHAIN_TOKENS is ignored, balances list native coins only: ${reason}`)
  }
  cache = { raw, lists }
  return lists
}

/**
 * The EVM chains of RPC_URLS: the API reads only these, every other network
 * gets an empty answer without a chain call (spec §7).
 */
export function supportedChains(env: Pick<Env, 'RPC_URLS' | 'CHAIN_TOKENS'>): Map<string, ChainInfo> {
  const lists = readTokenLists(env.CHAIN_TOKENS)
  const chains = new Map<string, ChainInfo>()
  for (const [caipId, rpcUrl] of Object.entries(readRpcUrls(env.RPC_URLS))) {
    const match = /^eip155:(\d+)$/.exec(caipId)
    if (!match) continue
    const list = lists[caipId] ?? []
    const native = list.find((t): t is NativeCoin => t.kind === 'native') ?? ETHER
    const contracts = list.filter((t): t is ListedContract => t.kind !== 'native')
    chains.set(caipId, { caipId: caipId as ChainInfo['caipId'], id: Number(match[1]), rpcUrl, native, contracts })
  }
  return chains
}

/** Names are `<label><NAME_SUFFIX>`; spec default `.reown.id`. */
export function nameSuffix(env: Pick<Env, 'NAME_SUFFIX'>): string {
  const suffix = (env.NAME_SUFFIX ?? '').trim().toLowerCase()
  return /^\.[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(suffix) ? suffix : '.reown.id'
}
