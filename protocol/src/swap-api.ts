import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * Bodies of the swap API of (the worker's `/v1/convert/…`), shared by
 * the worker that answers them and the frame that parses them. The shapes are
 * those AppKit's blockchain-API client reads. Token and account ids are CAIP-10
 * (`eip155:31337:0x…`; the native coin is NATIVE_TOKEN_ADDRESS); amounts are
 * integers in the token's base units, as decimal strings.
 */

/** The slippage tolerance of a swap, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** The 12 EVM networks swaps are offered on in production. Local stacks add their own chains by configuration. */
export const SWAP_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // OP Mainnet
  'eip155:324', // ZKsync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche
  'eip155:250', // Fantom
  'eip155:8217', // Klaytn
  'eip155:1313161554', // Aurora
] as const

/** `eip155:<chain>:0x<40 hex>`: a token or an account on one EVM chain. */
export const caip10EvmAddress = lazy(() => z.string().check(z.regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/)))
/** An integer amount in base units, as a decimal string. */
export const baseUnits = lazy(() => z.string().check(z.regex(/^\d{1,78}$/)))

/** One token the swap backend trades on a chain. */
export const swapToken = lazy(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    address: caip10EvmAddress(),
    decimals: z.number(),
    logoUri: z.string(),
    eip2612: z.optional(z.boolean()),
  }),
)
export type SwapToken = z.infer<ReturnType<typeof swapToken>>

/** `GET /v1/convert/tokens?chainId`. */
export const swapTokensResponse = lazy(() => z.object({ tokens: z.array(swapToken()) }))
export type SwapTokensResponse = z.infer<ReturnType<typeof swapTokensResponse>>

/** `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice`: the best route first; none when the pair has no liquidity. */
export const swapQuotesResponse = lazy(() =>
  z.object({
    quotes: z.array(z.object({ id: z.nullable(z.string()), fromAmount: baseUnits(), fromAccount: z.string(), toAmount: baseUnits(), toAccount: z.string() })),
  }),
)
export type SwapQuotesResponse = z.infer<ReturnType<typeof swapQuotesResponse>>

/** `GET /v1/convert/allowance?tokenAddress&userAddress`: what the backend's spender may move, in base units. */
export const swapAllowanceResponse = lazy(() => z.object({ allowance: baseUnits() }))
export type SwapAllowanceResponse = z.infer<ReturnType<typeof swapAllowanceResponse>>

/** `GET /v1/convert/gas-price?chainId`: wei per gas. */
export const gasPriceResponse = lazy(() => z.object({ standard: baseUnits(), fast: baseUnits(), instant: baseUnits() }))
export type GasPriceResponse = z.infer<ReturnType<typeof gasPriceResponse>>

/** `GET /v1/convert/build-approve?userAddress&from&to`: `tx.from` is the token contract to call, `tx.to` the spender. */
export const buildApproveResponse = lazy(() =>
  z.object({
    tx: z.object({
      from: caip10EvmAddress(),
      to: caip10EvmAddress(),
      data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
      value: baseUnits(),
      eip155: z.object({ gas: z.number(), gasPrice: baseUnits() }),
    }),
  }),
)
export type BuildApproveResponse = z.infer<ReturnType<typeof buildApproveResponse>>

/** Body of `POST /v1/convert/build-transaction`; `eip155.slippage` in percent. */
export type BuildTransactionRequest = {
  amount: string
  eip155?: { slippage: string | number }
  projectId: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean
}

/** Answer of `POST /v1/convert/build-transaction`: `tx.to` is the contract to call, `tx.amount` the value in wei. */
export const buildTransactionResponse = lazy(() =>
  z.object({
    tx: z.object({
      from: caip10EvmAddress(),
      to: caip10EvmAddress(),
      data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
      amount: baseUnits(),
      eip155: z.object({ gas: baseUnits(), gasPrice: baseUnits() }),
    }),
  }),
)
export type BuildTransactionResponse = z.infer<ReturnType<typeof buildTransactionResponse>>
