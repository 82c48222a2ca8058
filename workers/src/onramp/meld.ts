import { MELD_PROVIDER, type OnrampOptions, type OnrampQuote, type PaymentCurrency, type PurchaseCurrency } from '@porthole/protocol'
import * as z from 'zod'
import type { QuoteBody } from './inputs.js'
import { meldCheckoutUrl } from './meld-url.js'
import { OnrampProviderError, OnrampRequestError, type OnrampBackend } from './provider.js'

/** Meld's production API; its sandbox is https://api-sb.meld.io. */
export const MELD_API_URL = 'https://api.meld.io'
const MELD_TIMEOUT_MS = 10_000

export type MeldConfig = { apiUrl: string; apiKey: string; publicKey: string; widgetUrl: string; fetch?: typeof fetch }

// Meld adds response fields without notice, so only the fields read are checked (unknown ones pass).
const amount = z.coerce.number().nonnegative()
const meldQuotes = z.object({
  quotes: z.array(
    z.object({
      sourceAmount: amount,
      sourceAmountWithoutFees: amount,
      sourceCurrencyCode: z.string(),
      destinationAmount: amount,
      destinationCurrencyCode: z.string(),
      networkFee: amount.nullish(),
      serviceProvider: z.string(),
    }),
  ),
})
const meldCryptoCurrencies = z.array(
  z.object({
    currencyCode: z.string(),
    name: z.string(),
    chainCode: z.string().nullish(),
    chainName: z.string().nullish(),
    chainId: z.string().nullish(),
    contractAddress: z.string().nullish(),
  }),
)
const meldPurchaseLimits = z.array(z.object({ currencyCode: z.string(), minimumAmount: amount, maximumAmount: amount }))

const money = (value: number) => value.toFixed(2)

/** Meld lists one code per coin and chain (`USDC_ETHEREUM`); the frame lists one currency per coin with its networks. */
function toPurchaseCurrencies(listed: z.infer<typeof meldCryptoCurrencies>): PurchaseCurrency[] {
  const bySymbol = new Map<string, PurchaseCurrency>()
  for (const coin of listed) {
    const symbol = coin.currencyCode.split('_')[0]!
    const currency = bySymbol.get(symbol) ?? { id: symbol, name: coin.name, symbol, networks: [] }
    const network = coin.chainCode ?? coin.currencyCode
    currency.networks.push({
      name: network.toLowerCase(),
      display_name: coin.chainName ?? network,
      chain_id: coin.chainId ?? '',
      contract_address: coin.contractAddress ?? '',
    })
    bySymbol.set(symbol, currency)
  }
  return [...bySymbol.values()]
}

/** Meld's purchase limits are per fiat currency; they apply to card and bank transfer alike. */
const toPaymentCurrencies = (limits: z.infer<typeof meldPurchaseLimits>): PaymentCurrency[] =>
  limits.map(({ currencyCode, minimumAmount, maximumAmount }) => ({
    id: currencyCode,
    payment_method_limits: ['card', 'ach_bank_account'].map((id) => ({ id, min: money(minimumAmount), max: money(maximumAmount) })),
  }))

/**
 * Meld (fees 1-2 %, eip155 and solana) through its HTTP API: options
 * from its crypto-currency and purchase-limit lists, quotes from
 * `POST /payments/crypto/quote` (the best of its on-ramps' answers), and its
 * checkout widget at meldcrypto.com with the parameters.
 */
export function meldBackend({ apiUrl, apiKey, publicKey, widgetUrl, fetch: send = fetch }: MeldConfig): OnrampBackend {
  async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await send(`${apiUrl.replace(/\/+$/, '')}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `BASIC ${apiKey}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(MELD_TIMEOUT_MS),
      })
    } catch (error) {
      throw new OnrampProviderError(`meld ${path}: ${(error as Error).message}`)
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (response.status === 400 || response.status === 422) {
      const message = z.object({ message: z.string() }).safeParse(json)
      throw new OnrampRequestError(message.success ? message.data.message : 'The provider refused this purchase')
    }
    if (!response.ok) throw new OnrampProviderError(`meld ${path}: HTTP ${response.status}`)
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new OnrampProviderError(`meld ${path}: unexpected answer`)
    return parsed.data
  }

  return {
    info: { name: MELD_PROVIDER.name, label: MELD_PROVIDER.label, feeRange: MELD_PROVIDER.feeRange, supportedChains: [...MELD_PROVIDER.supportedChains] },
    async options(): Promise<OnrampOptions> {
      const [coins, limits] = await Promise.all([
        call(meldCryptoCurrencies, '/service-providers/properties/crypto-currencies?accountFilter=true&statuses=LIVE'),
        call(meldPurchaseLimits, '/service-providers/limits/fiat-currency-purchases?accountFilter=true'),
      ])
      return { purchaseCurrencies: toPurchaseCurrencies(coins), paymentCurrencies: toPaymentCurrencies(limits) }
    },
    async quote(body: QuoteBody, countryCode = 'US'): Promise<OnrampQuote> {
      const { quotes } = await call(meldQuotes, '/payments/crypto/quote', {
        countryCode,
        sourceCurrencyCode: body.paymentCurrency.id,
        destinationCurrencyCode: body.purchaseCurrency.symbol,
        sourceAmount: Number(body.amount),
      })
      const best = quotes.toSorted((a, b) => b.destinationAmount - a.destinationAmount)[0]
      if (!best) throw new OnrampRequestError(`No provider quotes ${body.purchaseCurrency.symbol} for ${body.amount} ${body.paymentCurrency.id}`)
      const fiat = best.sourceCurrencyCode
      return {
        networkFee: { amount: money(best.networkFee ?? 0), currency: fiat },
        paymentSubtotal: { amount: money(best.sourceAmountWithoutFees), currency: fiat },
        paymentTotal: { amount: money(best.sourceAmount), currency: fiat },
        purchaseAmount: { amount: String(best.destinationAmount), currency: best.destinationCurrencyCode },
        quoteId: `meld:${best.serviceProvider}`,
      }
    },
    checkoutUrl: async ({ body, projectId }) => meldCheckoutUrl(widgetUrl, publicKey, body, projectId),
  }
}
