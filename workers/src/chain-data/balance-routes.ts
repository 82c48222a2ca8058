import { NATIVE_TOKEN_ADDRESS, type BalanceResponse, type FungiblePriceResponse, type SupportedChainsResponse } from '@porthole/protocol'
import * as z from 'zod'
import { json } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { readHoldings, toBalances } from './balances.js'
import { cachedJson } from './cache.js'
import { supportedChains, type ChainInfo, type ListedToken } from './config.js'
import { tokenIcon } from './icons.js'
import { anyAddress, chainIdParam, commonQuery, flag } from './inputs.js'
import { priceSource } from './prices/index.js'

/** `GET /v1/supported-chains`: the chains of RPC_URLS (HTTP only; no WebSocket endpoints). */
export const getSupportedChains: Handler = withProject(commonQuery, async (_q, _request, env) => {
  const body: SupportedChainsResponse = { http: [...supportedChains(env).keys()], ws: [] }
  return json(body)
})

const balanceQuery = commonQuery.extend({
  address: anyAddress,
  currency: z.literal('usd').default('usd'),
  chainId: z.optional(chainIdParam),
  forceUpdate: flag,
})

/**
 * `GET /v1/account/{address}/balance`: native coin and held ERC-20s of one chain
 * (or of every supported chain without `chainId`), one multicall per chain,
 * cached 30 s unless `forceUpdate=true`.
 */
export const getBalance: Handler = withProject(balanceQuery, async (q, request, env) => {
  const chains = supportedChains(env)
  const wanted = q.chainId === undefined ? [...chains.values()] : [chains.get(q.chainId)].filter((c) => c !== undefined)
  const evm = q.address.startsWith('0x') ? (q.address as `0x${string}`) : undefined
  if (evm === undefined || wanted.length === 0) return json({ balances: [] } satisfies BalanceResponse)
  const origin = new URL(request.url).origin
  const perChain = await Promise.all(
    wanted.map((chain) =>
      cachedJson('balance', `${chain.caipId}:${evm}:${q.currency}`, q.forceUpdate, async () =>
        toBalances(chain, await readHoldings(chain, evm), priceSource(env), origin),
      ),
    ),
  )
  return json({ balances: perChain.flat() } satisfies BalanceResponse)
})

const priceBody = z.object({
  currency: z.literal('usd'),
  addresses: z.array(z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$|^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Expected a CAIP-10 address')).min(1).max(100),
  projectId: commonQuery.shape.projectId,
})

/** The listed token (or native coin, by the placeholder address) a CAIP-10 address names on a supported chain. */
function findToken(chains: Map<string, ChainInfo>, caip10: string): { chain: ChainInfo; token: ListedToken } | undefined {
  const at = caip10.lastIndexOf(':')
  const chain = chains.get(caip10.slice(0, at))
  const address = caip10.slice(at + 1).toLowerCase()
  if (!chain) return undefined
  if (address === NATIVE_TOKEN_ADDRESS) return { chain, token: chain.native }
  const token = chain.contracts.find((t) => t.kind === 'erc20' && t.address === address)
  return token && { chain, token }
}

/** `POST /v1/fungible/price`: prices of listed tokens; addresses on other chains or not listed are left out. */
export const postFungiblePrice: Handler = withProject(
  priceBody,
  async (body, request, env) => {
    const chains = supportedChains(env)
    const found = body.addresses.flatMap((caip10) => {
      const hit = findToken(chains, caip10)
      return hit ? [{ caip10, ...hit }] : []
    })
    const prices = found.length === 0 ? [] : await priceSource(env).prices(found, body.currency)
    const origin = new URL(request.url).origin
    const fungibles = found.map(({ caip10, token }, i) => ({ name: token.name, symbol: token.symbol, iconUrl: tokenIcon(token, origin), price: prices[i] ?? 0, address: caip10 }))
    return json({ fungibles } satisfies FungiblePriceResponse)
  },
  'body',
)
