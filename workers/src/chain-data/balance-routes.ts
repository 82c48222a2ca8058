import type { BalanceResponse, FungiblePriceResponse, SupportedChainsResponse } from '@porthole/protocol'
import * as z from 'zod'
import { chainFamily, workerFamilies, workerFamilyOf } from '../families/index.js'
import type { WorkerFamily } from '../families/worker-family.js'
import { json } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { toBalances, type Holding } from './balances.js'
import { cachedJson } from './cache.js'
import { readableChains } from './chains.js'
import type { AnyChainInfo, ListedToken } from './config.js'
import { tokenIcon } from './icons.js'
import { chainIdParam, commonQuery, flag } from './inputs.js'
import { priceSource } from './prices/index.js'

/** `GET /v1/supported-chains`: the chains of RPC_URLS, EVM and Solana (HTTP only; no WebSocket endpoints). */
export const getSupportedChains: Handler = withProject(commonQuery, async (_q, _request, env) => {
  const body: SupportedChainsResponse = { http: [...readableChains(env).keys()], ws: [] }
  return json(body)
})

type Account = { family: WorkerFamily; address: string }
const accountOf = (family: WorkerFamily): z.ZodType<Account, string> => family.address.transform((address) => ({ family, address }))

/** With a chainId of a family the worker serves, the address must be of that family (the rules); otherwise, of any. */
function accountOn(chainId: string | undefined): z.ZodType<Account, string> {
  const family = chainId === undefined ? undefined : workerFamilyOf(chainId)
  if (family) return accountOf(family)
  return z.union(workerFamilies.map(accountOf), { error: 'Expected an EVM or Solana address' })
}

const balanceQuery = commonQuery
  .extend({ address: z.string(), currency: z.literal('usd').default('usd'), chainId: z.optional(chainIdParam), forceUpdate: flag })
  .transform((q, ctx) => {
    const account = accountOn(q.chainId).safeParse(q.address)
    if (account.success) return { ...q, account: account.data }
    for (const issue of account.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['address'] })
    return z.NEVER
  })

/** The account's holdings on a chain of its family: one Multicall3 call on EVM chains, one batched POST on Solana. */
function readAccount(chain: AnyChainInfo, account: Account): Promise<Holding[]> {
  if (chain.family !== account.family.namespace) throw new Error(`${chain.caipId} does not hold ${account.family.namespace} accounts`)
  return account.family.holdings(chain, account.address)
}

/**
 * `GET /v1/account/{address}/balance`: the native coin and the listed tokens
 * the account holds on one chain (or on every supported chain of its family
 * without `chainId`), one chain call per chain, cached 30 s unless `forceUpdate=true`.
 */
export const getBalance: Handler = withProject(balanceQuery, async (q, request, env) => {
  const chains = readableChains(env)
  const listed = q.chainId === undefined ? [...chains.values()] : [chains.get(q.chainId)]
  const wanted = listed.filter((chain): chain is AnyChainInfo => chain?.family === q.account.family.namespace)
  if (wanted.length === 0) return json({ balances: [] } satisfies BalanceResponse)
  const origin = new URL(request.url).origin
  const perChain = await Promise.all(
    wanted.map((chain) =>
      cachedJson('balance', `${chain.caipId}:${q.account.address}:${q.currency}`, q.forceUpdate, async () =>
        toBalances(chain, await readAccount(chain, q.account), priceSource(env), origin),
      ),
    ),
  )
  return json({ balances: perChain.flat() } satisfies BalanceResponse)
})

const priceBody = z.object({
  currency: z.literal('usd'),
  addresses: z
    .array(z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$|^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Expected a CAIP-10 address'))
    .min(1)
    .max(100),
  projectId: commonQuery.shape.projectId,
})

/**
 * The listed token a CAIP-10 address names on a supported chain: an EVM
 * contract (any case) or the native coin by the placeholder address, or an SPL mint (exact).
 */
function findToken(chains: Map<string, AnyChainInfo>, caip10: string): { chain: AnyChainInfo; token: ListedToken } | undefined {
  const at = caip10.lastIndexOf(':')
  const chain = chains.get(caip10.slice(0, at))
  const address = caip10.slice(at + 1)
  if (!chain) return undefined
  const token = chainFamily(chain).listedToken(chain, address)
  return token && { chain, token }
}

/** `POST /v1/fungible/price`: prices of listed tokens (ERC-20s, SPL mints, EVM native coins); addresses on other chains or not listed are left out. */
export const postFungiblePrice: Handler = withProject(
  priceBody,
  async (body, request, env) => {
    const chains = readableChains(env)
    const found = body.addresses.flatMap((caip10) => {
      const hit = findToken(chains, caip10)
      return hit ? [{ caip10, ...hit }] : []
    })
    const prices = found.length === 0 ? [] : await priceSource(env).prices(found, body.currency)
    const origin = new URL(request.url).origin
    const fungibles = found.map(({ caip10, token }, i) => ({
      name: token.name,
      symbol: token.symbol,
      iconUrl: tokenIcon(token, origin),
      price: prices[i] ?? 0,
      address: caip10,
    }))
    return json({ fungibles } satisfies FungiblePriceResponse)
  },
  'body',
)
