import { isAddress, type Address } from '@solana/addresses'
import * as z from 'zod'
import { readRpcUrls } from '../frame/rpc-urls.js'

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
/** A Solana account (a mint): base58 of 32 bytes, kept as written (base58 is case-sensitive). */
const solanaAccount = z.custom<Address>((value) => typeof value === 'string' && isAddress(value), 'Expected a Solana address (32 bytes in base58)')

const tokenFields = {
  name: z.string().min(1).max(64),
  symbol: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(36),
  iconUrl: z.url().optional(),
}

/**
 * One entry of a chain's token list (CHAIN_TOKENS): ERC-20 and ERC-721
 * contracts on eip155 chains, SPL mints (Token or Token-2022) on solana ones;
 * `native` describes the chain's coin (Ether, or SOL on Solana, when absent).
 */
export const listedToken = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native'), ...tokenFields }),
  z.object({ kind: z.enum(['erc20', 'erc721']), address: evmAddress.transform((a) => a.toLowerCase() as `0x${string}`), ...tokenFields }),
  z.object({ kind: z.literal('spl'), address: solanaAccount, ...tokenFields }),
])
export type ListedToken = z.infer<typeof listedToken>
export type ListedContract = Extract<ListedToken, { kind: 'erc20' | 'erc721' }>
export type SplToken = Extract<ListedToken, { kind: 'spl' }>
export type NativeCoin = Extract<ListedToken, { kind: 'native' }>

/** The kinds each chain family lists. */
const KINDS: Record<string, readonly ListedToken['kind'][]> = { eip155: ['native', 'erc20', 'erc721'], solana: ['native', 'spl'] }

const tokenLists = z.record(z.string().regex(/^(?:eip155:\d{1,12}|solana:[-_a-zA-Z0-9]{1,32})$/), z.array(listedToken).max(1000)).superRefine((lists, ctx) => {
  for (const [caipId, list] of Object.entries(lists)) {
    const kinds = KINDS[caipId.slice(0, caipId.indexOf(':'))] ?? []
    list.forEach((token, i) => {
      if (!kinds.includes(token.kind)) ctx.addIssue({ code: 'custom', path: [caipId, i, 'kind'], message: `'${token.kind}' is not a token kind of ${caipId}` })
    })
  }
})

export const ETHER: NativeCoin = { kind: 'native', name: 'Ether', symbol: 'ETH', decimals: 18 }
export const SOL: NativeCoin = { kind: 'native', name: 'Solana', symbol: 'SOL', decimals: 9 }

/** An EVM chain the API reads: its RPC URL and token list. */
export type ChainInfo = {
  family: 'eip155'
  caipId: `eip155:${number}`
  id: number
  rpcUrl: string
  native: NativeCoin
  contracts: ListedContract[]
}

/** A Solana cluster the API reads: its RPC URL and listed mints. */
export type SolanaChainInfo = {
  family: 'solana'
  caipId: `solana:${string}`
  rpcUrl: string
  native: NativeCoin
  mints: SplToken[]
}

export type AnyChainInfo = ChainInfo | SolanaChainInfo

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

/** The chains of RPC_URLS the API reads, of both families; every other network gets an empty answer without a chain call. */
export function readableChains(env: Pick<Env, 'RPC_URLS' | 'CHAIN_TOKENS'>): Map<string, AnyChainInfo> {
  const lists = readTokenLists(env.CHAIN_TOKENS)
  const chains = new Map<string, AnyChainInfo>()
  for (const [caipId, rpcUrl] of Object.entries(readRpcUrls(env.RPC_URLS))) {
    const list = lists[caipId] ?? []
    const evm = /^eip155:(\d+)$/.exec(caipId)
    if (evm) {
      const native = list.find((t): t is NativeCoin => t.kind === 'native') ?? ETHER
      const contracts = list.filter((t): t is ListedContract => t.kind === 'erc20' || t.kind === 'erc721')
      chains.set(caipId, { family: 'eip155', caipId: caipId as ChainInfo['caipId'], id: Number(evm[1]), rpcUrl, native, contracts })
    } else if (caipId.startsWith('solana:')) {
      const native = list.find((t): t is NativeCoin => t.kind === 'native') ?? SOL
      const mints = list.filter((t): t is SplToken => t.kind === 'spl')
      chains.set(caipId, { family: 'solana', caipId: caipId as SolanaChainInfo['caipId'], rpcUrl, native, mints })
    }
  }
  return chains
}

/** The EVM chains of RPC_URLS: names, history and prices of listed contracts read only these. */
export function supportedChains(env: Pick<Env, 'RPC_URLS' | 'CHAIN_TOKENS'>): Map<string, ChainInfo> {
  return new Map([...readableChains(env)].filter((entry): entry is [string, ChainInfo] => entry[1].family === 'eip155'))
}

/** Names are `<label><NAME_SUFFIX>`; spec default `.reown.id`. */
export function nameSuffix(env: Pick<Env, 'NAME_SUFFIX'>): string {
  const suffix = (env.NAME_SUFFIX ?? '').trim().toLowerCase()
  return /^\.[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(suffix) ? suffix : '.reown.id'
}
