import { lazy } from '@porthole/protocol'
import * as z from 'zod/mini'

/*
 * A tolerant reader of answers, unlike protocol/src/chain-data.ts,
 * which is the exact shape this worker writes: the frame may be pointed at
 * any chain-data service (`chainDataUrl`), so optional fields stay optional
 * and every list and text is bounded.
 */

/** A short display text (names, symbols) from the chain-data API. */
const text = lazy(() => z.string().check(z.maxLength(200)))
const url = lazy(() => z.string().check(z.maxLength(2048)))
/** An amount as the API writes it: decimal text, perhaps with a fraction. */
const decimalText = lazy(() => z.string().check(z.regex(/^[0-9]{1,78}(\.[0-9]{1,78})?$/)))

/** Token balance. `address` is absent for the native coin; `decimals` is text ('0' is filtered). */
export const tokenBalance = lazy(() =>
  z.object({
    name: text(),
    symbol: text(),
    chainId: text(),
    address: z.optional(z.nullable(text())),
    value: z.optional(z.nullable(z.number())),
    price: z.optional(z.nullable(z.number())),
    quantity: z.object({ decimals: z.string().check(z.regex(/^[0-9]{1,3}$/)), numeric: decimalText() }),
    iconUrl: z.optional(z.nullable(url())),
  }),
)
export type TokenBalanceResponse = z.infer<ReturnType<typeof tokenBalance>>

export const balanceResponse = lazy(() => z.object({ balances: z.array(tokenBalance()).check(z.maxLength(1000)) }))

const fungibleInfo = lazy(() =>
  z.object({
    name: z.optional(z.nullable(text())),
    symbol: z.optional(z.nullable(text())),
    icon: z.optional(z.nullable(z.object({ url: url() }))),
  }),
)

const nftInfo = lazy(() =>
  z.object({
    name: z.optional(z.nullable(text())),
    content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: url() }))) }))),
    flags: z.optional(z.nullable(z.object({ is_spam: z.boolean() }))),
  }),
)

export const transfer = lazy(() =>
  z.object({
    fungible_info: z.optional(z.nullable(fungibleInfo())),
    nft_info: z.optional(z.nullable(nftInfo())),
    direction: z.optional(z.nullable(text())),
    quantity: z.object({ numeric: decimalText() }),
    value: z.optional(z.nullable(z.number())),
    price: z.optional(z.nullable(z.number())),
  }),
)

/** Transaction. `minedAt` is an ISO date; `chain` a CAIP-2 id. */
export const transaction = lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    metadata: z.object({
      operationType: text(),
      hash: z.optional(text()),
      minedAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')),
      sentFrom: text(),
      sentTo: text(),
      status: text(),
      nonce: z.optional(z.number()),
      chain: z.optional(z.nullable(text())),
    }),
    transfers: z.array(transfer()).check(z.maxLength(100)),
  }),
)
export type Transaction = z.infer<ReturnType<typeof transaction>>

export const historyResponse = lazy(() =>
  z.object({
    data: z.array(transaction()).check(z.maxLength(1000)),
    next: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  }),
)
export type HistoryPage = { data: Transaction[]; next?: string }

export const identityResponse = lazy(() => z.object({ name: z.optional(z.nullable(text())), avatar: z.optional(z.nullable(url())) }))
export type Identity = { name?: string; avatar?: string }

const attributes = lazy(() => z.record(z.string(), z.string()))

/**
 * A registered name: its addresses are keyed by coin type (top bit
 * set for EVM chains). Attributes come as a list of records (the worker) or
 * one record; the frame reads them as one.
 */
export const nameProfile = lazy(() =>
  z.pipe(
    z.object({
      name: text(),
      addresses: z.optional(z.record(z.string(), z.object({ address: text() }))),
      attributes: z.optional(z.nullable(z.union([attributes(), z.array(attributes()).check(z.maxLength(100))]))),
    }),
    // The parsed value's `attributes` (a record or a list of them), not the schema above.
    z.transform(({ attributes, ...profile }) => ({
      ...profile,
      attributes: Array.isArray(attributes) ? Object.assign({}, ...attributes) : (attributes ?? {}),
    })),
  ),
)
export type NameProfile = z.output<ReturnType<typeof nameProfile>>

export const reverseResponse = lazy(() => z.array(nameProfile()).check(z.maxLength(100)))

export const suggestionsResponse = lazy(() =>
  z.object({ suggestions: z.array(z.object({ name: text(), registered: z.optional(z.boolean()) })).check(z.maxLength(100)) }),
)

export const supportedChainsResponse = lazy(() => z.object({ http: z.array(text()), ws: z.optional(z.array(text())) }))
