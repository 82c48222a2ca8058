import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * Bodies of the on-ramp API of (`/v1/onramp/…`, `/v1/generators/onrampurl`),
 * shared by the worker and the frame, in the shapes AppKit's client reads.
 */

/** An on-ramp provider the frame lists. `name` is the id the worker knows it by. */
export type OnrampProvider = { name: string; label: string; feeRange: string; url: string; supportedChains: readonly string[] }

/** Meld, fees 1-2%, for eip155 and solana. */
export const MELD_PROVIDER: OnrampProvider = {
  name: 'meld',
  label: 'Meld.io',
  feeRange: '1-2%',
  url: 'https://meldcrypto.com',
  supportedChains: ['eip155', 'solana'],
}

export const paymentLimits = lazy(() => z.object({ id: z.string(), min: z.string(), max: z.string() }))
export const paymentCurrency = lazy(() => z.object({ id: z.string(), payment_method_limits: z.array(paymentLimits()) }))
export type PaymentCurrency = z.infer<ReturnType<typeof paymentCurrency>>

export const purchaseNetwork = lazy(() => z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }))
export const purchaseCurrency = lazy(() => z.object({ id: z.string(), name: z.string(), symbol: z.string(), networks: z.array(purchaseNetwork()) }))
export type PurchaseCurrency = z.infer<ReturnType<typeof purchaseCurrency>>

/** `GET /v1/onramp/options`. */
export const onrampOptions = lazy(() => z.object({ purchaseCurrencies: z.array(purchaseCurrency()), paymentCurrencies: z.array(paymentCurrency()) }))
export type OnrampOptions = z.infer<ReturnType<typeof onrampOptions>>

export const quoteAmount = lazy(() => z.object({ amount: z.string(), currency: z.string() }))

/** Answer of `POST /v1/onramp/quote`; the frame reads `purchaseAmount.amount`. */
export const onrampQuote = lazy(() =>
  z.object({ networkFee: quoteAmount(), paymentSubtotal: quoteAmount(), paymentTotal: quoteAmount(), purchaseAmount: quoteAmount(), quoteId: z.string() }),
)
export type OnrampQuote = z.infer<ReturnType<typeof onrampQuote>>

/** Body of `POST /v1/onramp/quote`: the chosen currencies, the fiat amount as a string, and `network`, the purchase currency's symbol. */
export type OnrampQuoteRequest = { purchaseCurrency: PurchaseCurrency; paymentCurrency: PaymentCurrency; amount: string; network: string }

/**
 * Body of `POST /v1/generators/onrampurl`. `defaultNetwork` is the CAIP-2 network the
 * wallet is on; `paymentCurrency` (a Porthole extension) is the fiat currency of `presetFiatAmount`.
 */
export type OnrampUrlRequest = {
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork?: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetCryptoAmount?: number
  presetFiatAmount?: number
  paymentCurrency?: string
}
export const onrampUrlResponse = lazy(() => z.object({ url: z.url({ protocol: /^https?$/ }) }))

/** The limits used when options cannot be fetched, for USD and EUR: card 10.00-7500.00, bank transfer 10.00-25000.00. */
const DEFAULT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
export const USD_CURRENCY_DEFAULT: PaymentCurrency = { id: 'USD', payment_method_limits: DEFAULT_LIMITS }
export const EUR_CURRENCY_DEFAULT: PaymentCurrency = { id: 'EUR', payment_method_limits: DEFAULT_LIMITS }
export const USDC_CURRENCY_DEFAULT: PurchaseCurrency = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' },
  ],
}
/** What the frame offers when `/v1/onramp/options` fails. */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [USDC_CURRENCY_DEFAULT],
  paymentCurrencies: [USD_CURRENCY_DEFAULT, EUR_CURRENCY_DEFAULT],
}
