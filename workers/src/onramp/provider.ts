import type { OnrampOptions, OnrampQuote } from '@porthole/protocol'
import type { QuoteBody, UrlBody } from './inputs.js'

/** The frame config's description of a provider (its label, fee range and chain families). */
export type ProviderInfo = { name: string; label: string; feeRange: string; supportedChains: string[] }

/** What a checkout URL is built from: the request, the project and the worker's own origin. */
export type CheckoutRequest = { body: UrlBody; projectId: string; origin: string }

/** A provider's refusal the visitor can act on (bad amount, unsupported pair): a 400 with its message. */
export class OnrampRequestError extends Error {
  override name = 'OnrampRequestError'
}

/** A provider that failed or answered what we cannot read: a 502, so the frame falls back. */
export class OnrampProviderError extends Error {
  override name = 'OnrampProviderError'
}

/**
 * One on-ramp provider behind the three routes: what can be
 * bought and paid with, a quote, and the address of its checkout page.
 */
export interface OnrampBackend {
  readonly info: ProviderInfo
  options(): Promise<OnrampOptions>
  /** `countryCode` (ISO 3166-1 alpha-2) is where the visitor is, as Cloudflare tells it. */
  quote(body: QuoteBody, countryCode?: string): Promise<OnrampQuote>
  checkoutUrl(request: CheckoutRequest): Promise<string>
}
