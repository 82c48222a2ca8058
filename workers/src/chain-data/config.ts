import { isAddress, type Address } from '@solana/addresses'
import * as z from 'zod'

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

/** CHAIN_TOKENS parsed, by CAIP-2 id; empty (and logged) when it does not parse. */
export function readTokenLists(raw: string | undefined): z.infer<typeof tokenLists> {
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

/** Names are `<label><NAME_SUFFIX>`; spec default `.reown.id`. */
export function nameSuffix(env: Pick<Env, 'NAME_SUFFIX'>): string {
  const suffix = (env.NAME_SUFFIX ?? '').trim().toLowerCase()
  return /^\.[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(suffix) ? suffix : '.reown.id'
}
