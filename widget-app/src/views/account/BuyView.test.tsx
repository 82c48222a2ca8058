import { fetchOnrampQuote, loadOnrampOptions, paymentAmountSet } from '@porthole/frame-host'
import { connectedWithChainData } from '@porthole/frame-host/testing'
import { USD_CURRENCY_DEFAULT, type FrameConfig } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { render } from '../../testing/render.js'
import { BuyView } from './BuyView.js'

const PROVIDER = { name: 'sandbox', label: 'Sandbox checkout', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] }
const config = { projectId: 'demo', theme: 'light', allowedOrigins: [], features: [], onrampProvider: PROVIDER } as FrameConfig
const USDC = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'eip155:31337', display_name: 'eip155:31337', chain_id: '31337', contract_address: '0xc1' }],
}
const QUOTE = {
  networkFee: { amount: '0.25', currency: 'USD' },
  paymentSubtotal: { amount: '98.50', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.5', currency: 'USDC' },
  quoteId: 'q1',
}

async function buy({ optionsFail = false } = {}) {
  const { frame, api } = await connectedWithChainData()
  api.answer(
    '/v1/onramp/options',
    optionsFail ? { status: 500, body: {} } : { body: { purchaseCurrencies: [USDC], paymentCurrencies: [USD_CURRENCY_DEFAULT] } },
  )
  api.answer('/v1/onramp/quote', { body: QUOTE })
  await frame.store.dispatch(loadOnrampOptions(PROVIDER))
  return frame
}

describe('Buy', () => {
  it('shows the quote (you receive, fees, total), the provider with its fee range, and Continue enabled', async () => {
    const frame = await buy()
    await frame.store.dispatch(fetchOnrampQuote())
    const html = render(frame.store, BuyView, config)
    expect(html).toContain('data-testid="buy-receive">98.5 USDC<')
    expect(html).toContain('data-testid="buy-fees">1.50 USD<')
    expect(html).toContain('data-testid="buy-total">100.00 USD<')
    expect(html).toMatch(/data-testid="buy-provider"><span>Sandbox checkout<\/span><span class="tag">Fees 1-2%<\/span>/)
    expect(html).not.toMatch(/data-testid="buy-continue" disabled/)
  })

  it('says what the limits are for an amount outside them, with no quote and Continue disabled', async () => {
    const frame = await buy()
    frame.store.dispatch(paymentAmountSet('5'))
    const html = render(frame.store, BuyView, config)
    expect(html).toContain('data-testid="buy-amount-error">Enter between 10.00 and 7500.00 USD<')
    expect(html).not.toContain('data-testid="buy-quote"')
    expect(html).toMatch(/data-testid="buy-continue" disabled/)
  })

  it('says when the built-in currencies show because options failed', async () => {
    const html = render((await buy({ optionsFail: true })).store, BuyView, config)
    expect(html).toContain('data-testid="buy-options-fallback"')
    expect(html).toContain('USDC · USD Coin')
    expect(html).toContain('>EUR<')
  })
})
