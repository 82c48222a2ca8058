import { onrampOptions, onrampQuote, onrampUrlResponse, USD_CURRENCY_DEFAULT } from '@porthole/protocol'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultFeatures } from '../../src/projects/defaults.js'
import { seedProject } from '../support.js'
import { CHAIN, onramp, postJson, SANDBOX_VARS, USDC } from './support.js'

const PROJECT = 'onramp-api'
const WALLET = '0x1111111111111111111111111111111111111111'

beforeAll(async () => {
  await seedProject(PROJECT, ['https://dapp.example'])
  await seedProject(
    'onramp-off',
    ['https://dapp.example'],
    defaultFeatures().map((f) => (f.id === 'onramp' ? { ...f, isEnabled: false } : f)),
  )
})
afterEach(() => vi.restoreAllMocks())

const usdc = async () => {
  const options = onrampOptions().parse(await (await onramp(`/v1/onramp/options?projectId=${PROJECT}`)).json())
  return options.purchaseCurrencies.find((c) => c.symbol === 'USDC')!
}
const quoteBody = async (amount: string, currency = USD_CURRENCY_DEFAULT) => ({
  projectId: PROJECT,
  purchaseCurrency: await usdc(),
  paymentCurrency: currency,
  amount,
  network: 'USDC',
})
const urlBody = (overrides: object = {}) => ({
  projectId: PROJECT,
  destinationWallets: [{ address: WALLET, blockchains: [CHAIN], assets: ['USDC'] }],
  defaultNetwork: CHAIN,
  partnerUserId: WALLET,
  defaultExperience: 'buy',
  presetFiatAmount: 100,
  paymentCurrency: 'USD',
  ...overrides,
})

describe('GET /v1/onramp/options', () => {
  it('lists the local chains coins, USDC with its contract, and USD and EUR with limits', async () => {
    const response = await onramp(`/v1/onramp/options?projectId=${PROJECT}`)
    expect(response.status).toBe(200)
    const options = onrampOptions().parse(await response.json())
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.purchaseCurrencies[0]!.networks).toEqual([{ name: CHAIN, display_name: CHAIN, chain_id: '31337', contract_address: USDC }])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('is a 404 when no provider is configured, and a 403 for a project with the onramp feature off', async () => {
    expect((await onramp(`/v1/onramp/options?projectId=${PROJECT}`, {}, { ...SANDBOX_VARS, ONRAMP_PROVIDER: 'none' })).status).toBe(404)
    expect((await onramp('/v1/onramp/options?projectId=onramp-off')).status).toBe(403)
  })

  it('refuses the sandbox outside development: no provider at all', async () => {
    const production = { ...SANDBOX_VARS, ENVIRONMENT: 'production' }
    expect((await onramp(`/v1/onramp/options?projectId=${PROJECT}`, {}, production)).status).toBe(404)
    expect((await onramp(`/v1/generators/onrampurl`, postJson(urlBody()), production)).status).toBe(404)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 100 USD of USDC with fees within 1-2 %', async () => {
    const response = await onramp('/v1/onramp/quote', postJson(await quoteBody('100')))
    expect(response.status).toBe(200)
    const quote = onrampQuote().parse(await response.json())
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    const fees = Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)
    expect(fees).toBeGreaterThanOrEqual(1)
    expect(fees).toBeLessThanOrEqual(2)
    expect(quote.purchaseAmount).toEqual({ amount: quote.paymentSubtotal.amount.replace(/\.?0+$/, ''), currency: 'USDC' })
  })

  it.each([
    ['an amount that is not a number', '1e3', 'amount'],
    ['more than 2 decimals', '10.123', 'amount'],
  ])('is a 400 naming the issue for %s', async (_, amount, path) => {
    const response = await onramp('/v1/onramp/quote', postJson(await quoteBody(amount)))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: { path: string; message: string }[] }
    expect(body.issues[0]).toEqual({ path, message: 'Expected a fiat amount with at most 2 decimals' })
  })

  it('is a 400 with the limits for an amount outside them', async () => {
    const response = await onramp('/v1/onramp/quote', postJson(await quoteBody('9.99')))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('The amount must be between 10.00 and 25000.00 USD')
  })

  it('is a 400 without a project', async () => {
    const body: Partial<Awaited<ReturnType<typeof quoteBody>>> = await quoteBody('100')
    delete body.projectId
    const response = await onramp('/v1/onramp/quote', postJson(body))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('projectId')
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it('answers the sandbox checkout on this origin carrying the meld parameters', async () => {
    const response = await onramp('/v1/generators/onrampurl', postJson(urlBody()))
    expect(response.status).toBe(200)
    const url = new URL(onrampUrlResponse().parse(await response.json()).url)
    expect(`${url.origin}${url.pathname}`).toBe('https://porthole.test/onramp/sandbox/checkout')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      publicKey: 'sandbox',
      destinationCurrencyCode: 'USDC',
      walletAddress: WALLET,
      externalCustomerId: PROJECT,
      sourceAmount: '100',
      sourceCurrencyCode: 'USD',
    })
    expect(url.searchParams.get('order')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is a 400 naming the issue for a wallet of the wrong family or a missing experience', async () => {
    const wrong = await onramp(
      '/v1/generators/onrampurl',
      postJson(urlBody({ destinationWallets: [{ address: 'not-an-address', blockchains: [CHAIN], assets: ['USDC'] }] })),
    )
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(await wrong.json())).toContain('The wallet address is not a eip155 address')
    const experience = await onramp('/v1/generators/onrampurl', postJson(urlBody({ defaultExperience: 'sell' })))
    expect(experience.status).toBe(400)
    expect(JSON.stringify(await experience.json())).toContain('defaultExperience')
  })
})
