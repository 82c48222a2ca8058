import * as z from 'zod/mini'
import { caipChainId } from './chain-data.js'
import { lazy } from './lazy.js'

/**
 * A network the frame offers, as the worker describes it in
 * the frame config: the chain data comes from viem's chain list (Solana and
 * Bitcoin from the worker's own table), never typed in by hand.
 */
export const networkInfo = lazy(() =>
  z.object({
    caipNetworkId: caipChainId(),
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    nativeCurrency: z.object({
      name: z.string().check(z.maxLength(64)),
      symbol: z.string().check(z.maxLength(16)),
      decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
    }),
    /** The chain's public RPC URLs; the worker's RPC_URLS replace them. */
    rpcUrls: z.array(z.url({ protocol: /^https?$/ })).check(z.maxLength(8)),
    blockExplorerUrl: z.optional(z.url({ protocol: /^https?$/ })),
    /** Same-origin path of its icon (networkIconPath). */
    iconUrl: z.optional(z.string().check(z.regex(/^\/networks\/[-a-zA-Z0-9]{1,48}\.svg$/))),
    testnet: z.boolean(),
  }),
)
export type NetworkInfo = z.infer<ReturnType<typeof networkInfo>>
