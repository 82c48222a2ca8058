import { afterEach, describe, expect, it, vi } from 'vitest'
import { meldBackend } from '../../src/onramp/meld.js'
import { OnrampProviderError, OnrampRequestError } from '../../src/onramp/provider.js'

afterEach(() => vi.restoreAllMocks())

const requests: Request[] = []
function meld(answers: Record<string, { status?: number; body: unknown }>) {
  requests.length = 0
  const stub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    const path = new URL(request.url).pathname
    const answer = answers[path]
    return answer ? Response.json(answer.body, { status: answer.status ?? 200 }) : new Response('nope', { status: 404 })
  }
  return meldBackend({
    apiUrl: 'https://api-sb.meld.io',
    apiKey: 'KEY:SECRET',
    publicKey: 'pk_test',
    widgetUrl: 'https://meldcrypto.com',
    fetch: stub as typeof fetch,
  })
}

const quoteBody = {
  projectId: 'p1',
  purchaseCurrency: { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [] },
  paymentCurrency: { id: 'USD', payment_method_limits: [] },
  amount: '100',
  network: 'USDC',
}

describe('meld', () => {
  it('quotes through POST /payments/crypto/quote with its BASIC key, taking the best of its answers', async () => {
    const backend = meld({
      '/payments/crypto/quote': {
        body: {
          quotes: [
            {
              sourceAmount: 100,
              sourceAmountWithoutFees: 98.2,
              sourceCurrencyCode: 'USD',
              destinationAmount: 98.1,
              destinationCurrencyCode: 'USDC',
              networkFee: 0.3,
              serviceProvider: 'TRANSAK',
              extra: 1,
            },
            {
              sourceAmount: 100,
              sourceAmountWithoutFees: 98.6,
              sourceCurrencyCode: 'USD',
              destinationAmount: 98.5,
              destinationCurrencyCode: 'USDC',
              networkFee: 0.2,
              serviceProvider: 'BANXA',
            },
          ],
        },
      },
    })
    const quote = await backend.quote(quoteBody, 'DE')
    expect(requests[0]!.headers.get('Authorization')).toBe('BASIC KEY:SECRET')
    expect(await requests[0]!.json()).toEqual({ countryCode: 'DE', sourceCurrencyCode: 'USD', destinationCurrencyCode: 'USDC', sourceAmount: 100 })
    expect(quote).toEqual({
      networkFee: { amount: '0.20', currency: 'USD' },
      paymentSubtotal: { amount: '98.60', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.5', currency: 'USDC' },
      quoteId: 'meld:BANXA',
    })
  })

  it('turns its 400 into a refusal with its message, and anything else into a provider failure', async () => {
    await expect(meld({ '/payments/crypto/quote': { status: 400, body: { message: 'Amount too low' } } }).quote(quoteBody)).rejects.toEqual(
      new OnrampRequestError('Amount too low'),
    )
    await expect(meld({ '/payments/crypto/quote': { status: 500, body: {} } }).quote(quoteBody)).rejects.toBeInstanceOf(OnrampProviderError)
    await expect(meld({ '/payments/crypto/quote': { body: { quotes: 'no' } } }).quote(quoteBody)).rejects.toBeInstanceOf(OnrampProviderError)
  })

  it('lists its coins by symbol with their chains, and its purchase limits for card and bank transfer', async () => {
    const options = await meld({
      '/service-providers/properties/crypto-currencies': {
        body: [
          { currencyCode: 'USDC_ETHEREUM', name: 'USD Coin', chainCode: 'ETHEREUM', chainName: 'Ethereum', chainId: '1', contractAddress: '0xa0b8' },
          { currencyCode: 'USDC_POLYGON', name: 'USD Coin', chainCode: 'POLYGON', chainName: 'Polygon', chainId: '137', contractAddress: '0x2791' },
          { currencyCode: 'SOL', name: 'Solana', chainCode: 'SOLANA', chainName: 'Solana', chainId: null, contractAddress: null },
        ],
      },
      '/service-providers/limits/fiat-currency-purchases': { body: [{ currencyCode: 'USD', defaultAmount: 100, minimumAmount: 20, maximumAmount: 10000 }] },
    }).options()
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.chain_id)])).toEqual([
      ['USDC', ['1', '137']],
      ['SOL', ['']],
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '20.00', max: '10000.00' },
          { id: 'ach_bank_account', min: '20.00', max: '10000.00' },
        ],
      },
    ])
  })

  it('builds the meldcrypto.com URL with parameters: SOL on Solana, USDC elsewhere', async () => {
    const backend = meld({})
    const body = (network: string, address: string) => ({
      projectId: 'p1',
      destinationWallets: [{ address, blockchains: [network], assets: ['USDC'] }],
      defaultNetwork: network,
      partnerUserId: address,
      defaultExperience: 'buy' as const,
    })
    const evm = new URL(await backend.checkoutUrl({ body: body('eip155:1', '0xabc'), projectId: 'p1', origin: 'https://w.test' }))
    expect(evm.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(evm.searchParams)).toEqual({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: '0xabc',
      externalCustomerId: 'p1',
    })
    const sol = new URL(
      await backend.checkoutUrl({ body: body('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'So1ana'), projectId: 'p1', origin: 'https://w.test' }),
    )
    expect(sol.searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })
})
