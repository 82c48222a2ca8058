import { DEFAULT_ONRAMP_OPTIONS, USD_CURRENCY_DEFAULT, type OnrampOptions } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushView } from '../shared-state/modal-state.js'
import { ALICE } from '../testing/fake-wallet.js'
import { connectedWithChainData } from '../testing/fixtures.js'
import type { CheckoutWindow } from './checkout-window.js'
import { disconnect } from '../connection/disconnect.js'
import { paymentAmountSet, paymentCurrencyChosen, paymentMethodChosen, selectOnramp } from './onramp-slice.js'
import { fetchOnrampQuote, loadOnrampOptions, ONRAMP_MESSAGES, startOnrampCheckout } from './onramp-thunks.js'
import { amountProblem } from './payment-limits.js'

afterEach(() => vi.useRealTimers())

const PROVIDER = { name: 'meld', label: 'Meld.io', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] }
const LOCAL_USDC = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'eip155:31337', display_name: 'eip155:31337', chain_id: '31337', contract_address: '0xc1' }],
}
const SOL = {
  id: 'SOL',
  name: 'Solana',
  symbol: 'SOL',
  networks: [{ name: 'solana:localnet', display_name: 'solana:localnet', chain_id: 'localnet', contract_address: '' }],
}
const OPTIONS: OnrampOptions = { purchaseCurrencies: [SOL, LOCAL_USDC], paymentCurrencies: [USD_CURRENCY_DEFAULT] }
const QUOTE = {
  networkFee: { amount: '0.25', currency: 'USD' },
  paymentSubtotal: { amount: '98.50', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.5', currency: 'USDC' },
  quoteId: 'q1',
}

async function buying() {
  const setup = await connectedWithChainData()
  setup.frame.store.dispatch(pushView('WalletBuy'))
  return setup
}

describe('on-ramp options', () => {
  it('lists the provider and picks the purchase currency of the active chain', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    const onramp = selectOnramp(frame.store.getState())
    expect(onramp.selectedProvider?.name).toBe('meld')
    expect(onramp.optionsFallback).toBe(false)
    expect(onramp.purchaseCurrency?.symbol).toBe('USDC')
    expect(onramp.paymentCurrency?.id).toBe('USD')
  })

  it('falls back to the built-in defaults when options fail', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { status: 500, body: {} })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    const onramp = selectOnramp(frame.store.getState())
    expect(onramp.optionsFallback).toBe(true)
    expect(onramp.purchaseCurrencies).toEqual(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies)
    expect(onramp.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('disconnecting forgets the provider and every choice', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    frame.store.dispatch(paymentAmountSet('250'))
    await frame.store.dispatch(disconnect())
    expect(selectOnramp(frame.store.getState())).toMatchObject({ providers: [], purchaseCurrencies: [], paymentAmount: '100' })
    expect(selectOnramp(frame.store.getState()).selectedProvider).toBeUndefined()
  })
})

describe('on-ramp quotes', () => {
  it('loads, then shows the quote; the body carries the amount as a string and the symbol as network', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    api.answer('/v1/onramp/quote', { body: QUOTE })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    const pending = frame.store.dispatch(fetchOnrampQuote())
    expect(selectOnramp(frame.store.getState()).quotesLoading).toBe(true)
    await pending
    const onramp = selectOnramp(frame.store.getState())
    expect(onramp.quotesLoading).toBe(false)
    expect(onramp.purchaseAmount).toBe('98.5')
    expect(api.calls.find((c) => c.path === '/v1/onramp/quote')?.body).toMatchObject({
      amount: '100',
      network: 'USDC',
      paymentCurrency: { id: 'USD' },
      projectId: 'test-project',
    })
  })

  it('keeps the quote when a choice is made again unchanged, and drops it when one changes', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    api.answer('/v1/onramp/quote', { body: QUOTE })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    await frame.store.dispatch(fetchOnrampQuote())
    const { paymentCurrency, paymentMethod, paymentAmount } = selectOnramp(frame.store.getState())
    frame.store.dispatch(paymentCurrencyChosen(paymentCurrency!))
    frame.store.dispatch(paymentMethodChosen(paymentMethod))
    frame.store.dispatch(paymentAmountSet(paymentAmount!))
    expect(selectOnramp(frame.store.getState()).quote?.quoteId).toBe('q1')
    frame.store.dispatch(paymentMethodChosen(paymentMethod === 'card' ? 'ach_bank_account' : 'card'))
    expect(selectOnramp(frame.store.getState()).quote).toBeUndefined()
  })

  it('a failure stores its message and leaves no quote', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    api.answer('/v1/onramp/quote', { status: 400, body: { error: 'Invalid input', issues: [{ path: '', message: 'Amount too low' }] } })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    await frame.store.dispatch(fetchOnrampQuote())
    const onramp = selectOnramp(frame.store.getState())
    expect(onramp).toMatchObject({ quotesLoading: false, error: 'Amount too low' })
    expect(onramp.quote).toBeUndefined()
  })

  it('does not quote an amount outside the limits, and says why', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    frame.store.dispatch(paymentAmountSet('7500.01'))
    await frame.store.dispatch(fetchOnrampQuote())
    expect(api.calls.some((c) => c.path === '/v1/onramp/quote')).toBe(false)
    expect(amountProblem('7500.01', USD_CURRENCY_DEFAULT, 'card')).toBe('Enter between 10.00 and 7500.00 USD')
    frame.store.dispatch(paymentMethodChosen('ach_bank_account'))
    expect(amountProblem('7500.01', USD_CURRENCY_DEFAULT, 'ach_bank_account')).toBeUndefined()
    expect(amountProblem('9.99', USD_CURRENCY_DEFAULT, 'ach_bank_account')).toBe('Enter between 10.00 and 25000.00 USD')
  })
})

describe('on-ramp checkout', () => {
  const fakeWindow = () => {
    const popup = { closed: false, url: '', navigate: vi.fn((url: string) => void (popup.url = url)), close: vi.fn(() => void (popup.closed = true)) }
    return popup satisfies CheckoutWindow
  }

  it('sends the window to the provider URL for the wallet, and returns to Account once it is closed', async () => {
    const { frame, api } = await buying()
    api.answer('/v1/onramp/options', { body: OPTIONS })
    api.answer('/v1/onramp/quote', { body: QUOTE })
    api.answer('/v1/generators/onrampurl', { body: { url: 'https://meldcrypto.com/?publicKey=pk' } })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    await frame.store.dispatch(fetchOnrampQuote())
    vi.useFakeTimers()
    const popup = fakeWindow()
    const done = frame.store.dispatch(startOnrampCheckout(popup))
    await vi.advanceTimersByTimeAsync(0)
    expect(popup.url).toBe('https://meldcrypto.com/?publicKey=pk')
    expect(selectOnramp(frame.store.getState()).checkout).toBe('open')
    const body = api.calls.find((c) => c.path === '/v1/generators/onrampurl')?.body
    expect(body).toMatchObject({
      projectId: 'test-project',
      destinationWallets: [{ address: ALICE, blockchains: ['eip155:31337'], assets: ['USDC'] }],
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      paymentCurrency: 'USD',
    })
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    await done
    expect(selectOnramp(frame.store.getState()).checkout).toBe('idle')
    expect(frame.store.getState().modal.view).toBe('Account')
  })

  it('a blocked window or a failing URL says so and closes what was opened', async () => {
    const { frame, api } = await buying()
    await frame.store.dispatch(startOnrampCheckout(undefined))
    expect(selectOnramp(frame.store.getState()).checkoutError).toBe(ONRAMP_MESSAGES.popupBlocked)
    api.answer('/v1/onramp/options', { body: OPTIONS })
    api.answer('/v1/onramp/quote', { body: QUOTE })
    api.answer('/v1/generators/onrampurl', { status: 502, body: { error: 'On-ramp provider unavailable' } })
    await frame.store.dispatch(loadOnrampOptions(PROVIDER))
    await frame.store.dispatch(fetchOnrampQuote())
    const popup = fakeWindow()
    await frame.store.dispatch(startOnrampCheckout(popup))
    expect(popup.close).toHaveBeenCalled()
    expect(selectOnramp(frame.store.getState())).toMatchObject({ checkout: 'idle', checkoutError: 'HTTP status code: 502' })
  })
})
