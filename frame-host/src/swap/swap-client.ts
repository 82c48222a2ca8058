import {
  buildApproveResponse,
  buildTransactionResponse,
  fungiblePriceResponse,
  gasPriceResponse,
  swapAllowanceResponse,
  swapQuotesResponse,
  swapTokensResponse,
  SWAP_SLIPPAGE_TOLERANCE,
  type BuildApproveResponse,
  type BuildTransactionResponse,
  type BuildTransactionRequest,
  type SwapToken,
} from '@porthole/protocol'
import type { ChainDataClient } from '../chain-data/index.js'
import { HttpError } from '../http/index.js'

export type SwapQuote = { fromAmount: bigint; toAmount: bigint }

/** A swap's sides: CAIP-10 token ids, base units, the account as CAIP-10. */
export type SwapPair = { from: string; to: string; amount: bigint; userAddress: string }

/**
 * Swap API (`/v1/convert/…`) over the frame's blockchain-API client,
 * so GETs carry projectId, st and sv; every answer is parsed by protocol's
 * schema. Built per call from the services: the swap code loads with its view only.
 */
export function swapClient(api: ChainDataClient) {
  const { projectId } = api
  return {
    async tokens(chainId: string, signal?: AbortSignal): Promise<SwapToken[]> {
      return (await api.call(swapTokensResponse(), '/v1/convert/tokens', { query: { chainId }, signal })).tokens
    },
    /** USD prices by CAIP-10 id; tokens the worker cannot price are absent. */
    async prices(addresses: string[], signal?: AbortSignal): Promise<Map<string, number>> {
      if (addresses.length === 0) return new Map()
      const { fungibles } = await api.call(fungiblePriceResponse(), '/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, signal })
      return new Map(fungibles.map((f) => [f.address.toLowerCase(), f.price]))
    },
    /** The best route, or undefined when the pair has no liquidity. */
    async quote({ from, to, amount, userAddress }: SwapPair, gasPrice: bigint | undefined, signal?: AbortSignal): Promise<SwapQuote | undefined> {
      const query = { amount: amount.toString(), userAddress, from, to, gasPrice: gasPrice?.toString() }
      try {
        const [best] = (await api.call(swapQuotesResponse(), '/v1/convert/quotes', { query, signal })).quotes
        return best && { fromAmount: BigInt(best.fromAmount), toAmount: BigInt(best.toAmount) }
      } catch (error) {
        // The worker refuses a pair without liquidity with its own reason rather than an empty list.
        if (error instanceof HttpError && error.code === 'noLiquidity') return undefined
        throw error
      }
    },
    async gasPrice(chainId: string, signal?: AbortSignal): Promise<bigint> {
      return BigInt((await api.call(gasPriceResponse(), '/v1/convert/gas-price', { query: { chainId }, signal })).standard)
    },
    async allowance(tokenAddress: string, userAddress: string, signal?: AbortSignal): Promise<bigint> {
      return BigInt((await api.call(swapAllowanceResponse(), '/v1/convert/allowance', { query: { tokenAddress, userAddress }, signal })).allowance)
    },
    /** The approval of exactly the amount sold: the spender never holds more than this swap needs. */
    async buildApprove({ from, to, amount, userAddress }: SwapPair, signal?: AbortSignal): Promise<BuildApproveResponse['tx']> {
      return (await api.call(buildApproveResponse(), '/v1/convert/build-approve', { query: { userAddress, from, to, amount: amount.toString() }, signal })).tx
    },
    /** The swap's transaction at the slippage (1 %): it reverts if less than the quote minus 1 % would arrive. */
    async buildTransaction({ from, to, amount, userAddress }: SwapPair, signal?: AbortSignal): Promise<BuildTransactionResponse['tx']> {
      const body: BuildTransactionRequest = { amount: amount.toString(), eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE }, projectId, from, to, userAddress }
      return (await api.call(buildTransactionResponse(), '/v1/convert/build-transaction', { body, signal })).tx
    },
  }
}

export type SwapClient = ReturnType<typeof swapClient>
