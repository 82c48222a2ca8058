import { workerFamilies, workerFamilyOf } from '../families/index.js'
import type { UrlBody } from './inputs.js'

/**
 * The meld rule: the coin of the wallet's family where it has one (SOL on
 * Solana), USDC otherwise. The family is the default network's; without one,
 * any family whose namespace begins one of the wallet's blockchains.
 */
export function destinationCurrencyCode(body: UrlBody): 'SOL' | 'USDC' {
  if (body.defaultNetwork !== undefined) return workerFamilyOf(body.defaultNetwork)?.meldCurrency ?? 'USDC'
  const coins = body.destinationWallets[0]!.blockchains.map((chain) => workerFamilies.find((family) => chain.startsWith(family.namespace))?.meldCurrency)
  return coins.find((coin) => coin !== undefined) ?? 'USDC'
}

/**
 * A meld checkout URL carries publicKey, destinationCurrencyCode,
 * walletAddress and externalCustomerId (the project id); the fiat amount and
 * currency are pre-filled when the visitor chose them. `extra` adds what a
 * look-alike checkout (the sandbox) needs besides.
 */
export function meldCheckoutUrl(base: string, publicKey: string, body: UrlBody, projectId: string, extra: Record<string, string> = {}): string {
  const url = new URL(base)
  url.searchParams.set('publicKey', publicKey)
  url.searchParams.set('destinationCurrencyCode', destinationCurrencyCode(body))
  url.searchParams.set('walletAddress', body.destinationWallets[0]!.address)
  url.searchParams.set('externalCustomerId', projectId)
  if (body.presetFiatAmount !== undefined) url.searchParams.set('sourceAmount', String(body.presetFiatAmount))
  if (body.paymentCurrency !== undefined) url.searchParams.set('sourceCurrencyCode', body.paymentCurrency)
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value)
  return url.toString()
}
