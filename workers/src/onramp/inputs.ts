import { caipChainId, projectId } from '@porthole/protocol'
import * as z from 'zod'
import { commonQuery } from '../chain-data/inputs.js'

/** A fiat amount as the frame sends it: digits with at most two decimals. */
const fiatAmount = z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/, 'Expected a fiat amount with at most 2 decimals')

const limits = z.object({ id: z.string().max(64), min: z.string().max(32), max: z.string().max(32) })

/** `POST /v1/onramp/quote`: the chosen currencies (as options listed them), the fiat amount and the purchase currency's symbol. */
export const quoteBody = z.object({
  projectId: projectId(),
  purchaseCurrency: z.object({
    id: z.string().max(128),
    name: z.string().max(128),
    symbol: z.string().regex(/^[A-Z0-9]{1,16}$/, 'Expected a currency symbol'),
    networks: z
      .array(z.object({ name: z.string().max(128), display_name: z.string().max(128), chain_id: z.string().max(64), contract_address: z.string().max(128) }))
      .max(64),
  }),
  paymentCurrency: z.object({ id: z.string().regex(/^[A-Z]{3}$/, 'Expected a 3-letter fiat currency code'), payment_method_limits: z.array(limits).max(16) }),
  amount: fiatAmount,
  network: z.string().max(128),
})
export type QuoteBody = z.infer<typeof quoteBody>

const destinationWallet = z.object({
  address: z.string().min(1).max(128),
  blockchains: z.array(z.string().max(64)).min(1).max(16),
  assets: z
    .array(z.string().regex(/^[A-Z0-9]{1,16}$/, 'Expected a currency symbol'))
    .min(1)
    .max(16),
})

/** `POST /v1/generators/onrampurl`, plus the project (its id is meld's externalCustomerId) and the fiat currency. */
export const urlBody = z.object({
  projectId: projectId(),
  destinationWallets: z.array(destinationWallet).min(1).max(8),
  defaultNetwork: z.optional(caipChainId()),
  partnerUserId: z.string().max(128),
  defaultExperience: z.literal('buy'),
  presetCryptoAmount: z.optional(z.number().positive().finite()),
  presetFiatAmount: z.optional(z.number().positive().max(1e9)),
  paymentCurrency: z.optional(z.string().regex(/^[A-Z]{3}$/, 'Expected a 3-letter fiat currency code')),
})
export type UrlBody = z.infer<typeof urlBody>

/** `GET /v1/onramp/options` carries what every GET carries. */
export const optionsQuery = commonQuery
