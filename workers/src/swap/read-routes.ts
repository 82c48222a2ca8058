import type { SwapAllowanceResponse, SwapQuotesResponse, SwapTokensResponse } from '@porthole/protocol'
import { supportedChains } from '../chain-data/chains.js'
import { chainClient } from '../chain-data/client.js'
import { json } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { gasPriceTiers } from './gas-price.js'
import { swapBackend } from './index.js'
import { allowanceQuery, quotesQuery, tokensQuery } from './inputs.js'
import { caip10Of } from './caip10.js'
import { answer, notSupportedForGasPrice, notSupportedForSwaps } from './responses.js'

const SIDES = { from: 'from', to: 'to' } as const

/** `GET /v1/convert/tokens?chainId`: what the network's swap backend trades. */
export const getSwapTokens: Handler = withProject(tokensQuery, async (q, request, env) => {
  const backend = swapBackend(env, q.chainId)
  if (!backend) return notSupportedForSwaps()
  return answer(SIDES, async () => json({ tokens: await backend.tokens(new URL(request.url).origin) } satisfies SwapTokensResponse))
})

/** `GET /v1/convert/quotes`: what `amount` of `from` becomes in `to` on each route with liquidity, best first. */
export const getSwapQuotes: Handler = withProject(quotesQuery, async (q, _request, env) => {
  const backend = swapBackend(env, q.from.chainId)
  if (!backend) return notSupportedForSwaps()
  return answer(SIDES, async () => {
    const quotes = await backend.quotes({ from: q.from.address, to: q.to.address, amount: q.amount, gasPrice: q.gasPrice })
    const [fromAccount, toAccount] = [caip10Of(q.from), caip10Of(q.to)]
    const body: SwapQuotesResponse = {
      quotes: quotes.map(({ id, toAmount }) => ({ id, fromAmount: String(q.amount), fromAccount, toAmount: String(toAmount), toAccount })),
    }
    return json(body)
  })
})

/** `GET /v1/convert/allowance?tokenAddress&userAddress`: what the backend's spender may move of the user's token. */
export const getSwapAllowance: Handler = withProject(allowanceQuery, async (q, _request, env) => {
  const backend = swapBackend(env, q.tokenAddress.chainId)
  if (!backend) return notSupportedForSwaps()
  return answer({ from: 'tokenAddress', to: 'tokenAddress' }, async () =>
    json({ allowance: String(await backend.allowance(q.tokenAddress.address, q.userAddress.address)) } satisfies SwapAllowanceResponse),
  )
})

/** `GET /v1/convert/gas-price?chainId`: read from the chain, on a network with a swap backend and an RPC URL. */
export const getGasPrice: Handler = withProject(tokensQuery, async (q, _request, env) => {
  const chain = supportedChains(env).get(q.chainId)
  if (!chain || !swapBackend(env, q.chainId)) return notSupportedForGasPrice()
  return json(await gasPriceTiers(chainClient(chain)))
})
