import type { UrlBody } from './inputs.js'

/** The meld rule: SOL when the wallet is on Solana, USDC otherwise. */
export function destinationCurrencyCode(body: UrlBody): 'SOL' | 'USDC' {
  const onSolana = body.defaultNetwork?.startsWith('solana:') ?? body.destinationWallets[0]!.blockchains.some((chain) => chain.startsWith('solana'))
  return onSolana ? 'SOL' : 'USDC'
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
