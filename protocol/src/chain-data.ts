import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * Bodies of the chain-data API of (the worker's `/v1/…`), shared by
 * the worker that answers them and the frame that parses them.
 */

/** CAIP-2 chain id: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caipChainId = lazy(() => z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)))

/** `GET /v1/supported-chains`: CAIP-2 ids of the chains the API reads. */
export const supportedChainsResponse = lazy(() => z.object({ http: z.array(caipChainId()), ws: z.array(caipChainId()) }))
export type SupportedChainsResponse = z.infer<ReturnType<typeof supportedChainsResponse>>

/** An amount: `decimals` as a string ('0' marks tokens the frame filters out), `numeric` in whole units. */
export const quantity = lazy(() => z.object({ decimals: z.string(), numeric: z.string() }))

/**
 * One holding. `address` is CAIP-10 (`eip155:1:0x…`) for a token and absent for
 * the native coin; `price` and `value` are in the requested currency.
 */
export const tokenBalance = lazy(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    chainId: caipChainId(),
    address: z.optional(z.string()),
    value: z.number(),
    price: z.number(),
    quantity: quantity(),
    iconUrl: z.string(),
  }),
)
export type TokenBalance = z.infer<ReturnType<typeof tokenBalance>>

/** `GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate`. */
export const balanceResponse = lazy(() => z.object({ balances: z.array(tokenBalance()) }))
export type BalanceResponse = z.infer<ReturnType<typeof balanceResponse>>

/** `POST /v1/fungible/price` with `{currency, addresses (CAIP-10), projectId}`. */
export const fungiblePriceResponse = lazy(() =>
  z.object({
    fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number(), address: z.string() })),
  }),
)
export type FungiblePriceResponse = z.infer<ReturnType<typeof fungiblePriceResponse>>

/** The address standing for a chain's native coin in price requests. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const transactionTransfer = lazy(() =>
  z.object({
    fungible_info: z.optional(z.object({ name: z.string(), symbol: z.string(), icon: z.optional(z.object({ url: z.string() })) })),
    nft_info: z.optional(
      z.object({
        name: z.string(),
        content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string(), content_type: z.string() })) })),
        flags: z.object({ is_spam: z.boolean() }),
      }),
    ),
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.object({ numeric: z.string() }),
    value: z.optional(z.number()),
    price: z.optional(z.number()),
  }),
)
export type TransactionTransfer = z.infer<ReturnType<typeof transactionTransfer>>

/**
 * One transaction as the account sees it: `minedAt` is ISO 8601, `chain` the
 * CAIP-2 id, `sentFrom`/`sentTo` the first transfer's sender and receiver.
 */
export const transaction = lazy(() =>
  z.object({
    id: z.string(),
    metadata: z.object({
      operationType: z.enum(['send', 'receive', 'mint', 'burn', 'execute']),
      hash: z.string(),
      status: z.enum(['confirmed', 'failed', 'pending']),
      sentFrom: z.string(),
      sentTo: z.string(),
      minedAt: z.string(),
      nonce: z.number(),
      chain: caipChainId(),
      application: z.object({ name: z.nullable(z.string()), icon: z.nullable(z.string()) }),
    }),
    transfers: z.array(transactionTransfer()),
  }),
)
export type Transaction = z.infer<ReturnType<typeof transaction>>

/** `GET /v1/account/{account}/history?cursor&chainId`: newest first; `next` is the cursor of the following page. */
export const historyResponse = lazy(() => z.object({ data: z.array(transaction()), next: z.nullable(z.string()) }))
export type HistoryResponse = z.infer<ReturnType<typeof historyResponse>>

/** `GET /v1/identity/{address}`: the address's name and avatar, when it has them. */
export const identityResponse = lazy(() => z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }))
export type IdentityResponse = z.infer<ReturnType<typeof identityResponse>>

/**
 * A registered name (`GET /v1/profile/account/{name}`, each item of
 * `GET /v1/profile/reverse/{address}`, the answer to `POST /v1/profile/account`).
 * `addresses` is keyed by coin type; times are Unix seconds.
 */
export const accountName = lazy(() =>
  z.object({
    name: z.string(),
    registered: z.number(),
    updated: z.number(),
    addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
    attributes: z.array(z.record(z.string(), z.string())),
  }),
)
export type AccountName = z.infer<ReturnType<typeof accountName>>

export const reverseResponse = lazy(() => z.array(accountName()))

/** `GET /v1/profile/suggestions/{name}?zone`. */
export const nameSuggestionsResponse = lazy(() => z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) }))
export type NameSuggestionsResponse = z.infer<ReturnType<typeof nameSuggestionsResponse>>

/** Letters, digits and hyphens, at least 4 characters (the label, before the suffix). */
export const NAME_LABEL = /^[a-zA-Z0-9-]{4,63}$/

/**
 * The `message` of `POST /v1/profile/account`, signed by the address: JSON text
 * of the full name (with suffix), attributes and a timestamp in seconds.
 */
export const nameRegistrationMessage = lazy(() =>
  z.object({
    name: z.string().check(z.maxLength(255)),
    attributes: z._default(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(1024))), {}),
    timestamp: z.number().check(z.int()),
  }),
)
export type NameRegistrationMessage = z.infer<ReturnType<typeof nameRegistrationMessage>>

/** Body of `POST /v1/profile/account`. */
export const nameRegistrationRequest = lazy(() =>
  z.object({
    coin_type: z.number().check(z.int(), z.nonnegative()),
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    message: z.string().check(z.maxLength(4096)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{62,20000}$/)),
  }),
)
export type NameRegistrationRequest = z.infer<ReturnType<typeof nameRegistrationRequest>>
