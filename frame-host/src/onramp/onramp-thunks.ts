import { DEFAULT_ONRAMP_OPTIONS, type OnrampQuoteRequest, type OnrampUrlRequest, type PurchaseCurrency } from '@porthole/protocol'
import { fetchBalance, fetchTokenBalances } from '../account/index.js'
import { type FrameState, type FrameThunk, selectActiveNetworkId, selectAddress } from '../store/index.js'
import { replaceView } from '../shared-state/index.js'
import type { CheckoutWindow } from './checkout-window.js'
import { onrampClient, onrampFailure } from './onramp-client.js'
import {
  checkoutEnded,
  checkoutOpened,
  checkoutOpening,
  optionsLoaded,
  optionsStarted,
  providersSet,
  quoteFailed,
  quoteFetched,
  quoteStarted,
  selectOnramp,
  type OnrampProviderInfo,
} from './onramp-slice.js'
import { amountProblem } from './payment-limits.js'

export const ONRAMP_MESSAGES = {
  popupBlocked: "Your browser blocked the provider's window. Allow pop-ups for this site and try again.",
  noQuote: 'Get a quote first',
} as const

/** How often the frame looks whether the provider's window was closed. */
const CHECKOUT_POLL_MS = 1_000

/**
 * The purchase currencies with a network on the active chain (its CAIP-2
 * reference is the options' chain_id); all of them when none has, as with
 * The built-in defaults, which name mainnet chains only.
 */
export function purchaseCurrenciesFor(currencies: readonly PurchaseCurrency[], networkId: string | undefined): PurchaseCurrency[] {
  const reference = networkId?.slice(networkId.indexOf(':') + 1)
  const here = currencies.filter((c) => c.networks.some((n) => n.chain_id === reference))
  return here.length > 0 ? here : [...currencies]
}

/** Options from the provider, or the built-in defaults when they cannot be fetched. */
export function loadOnrampOptions(provider: OnrampProviderInfo | undefined): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    dispatch(providersSet(provider ? [provider] : []))
    dispatch(optionsStarted())
    const networkId = selectActiveNetworkId(getState())
    try {
      const options = await onrampClient(services.chainData).options()
      dispatch(optionsLoaded({ options, fallback: false, ...firstFor(options.purchaseCurrencies, networkId) }))
    } catch {
      dispatch(optionsLoaded({ options: DEFAULT_ONRAMP_OPTIONS, fallback: true, ...firstFor(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies, networkId) }))
    }
  }
}

const firstFor = (currencies: readonly PurchaseCurrency[], networkId: string | undefined) => {
  const first = purchaseCurrenciesFor(currencies, networkId)[0]
  return first ? { purchaseCurrency: first } : {}
}

/** What a quote was asked for: an answer for other choices than the current ones is dropped. */
const quoteKey = (state: FrameState) => {
  const onramp = selectOnramp(state)
  return JSON.stringify([onramp.purchaseCurrency?.id, onramp.paymentCurrency?.id, onramp.paymentMethod, onramp.paymentAmount])
}

/** QuotesLoading true, then false; a failure stores its message and leaves no quote. Amounts outside the limits are not quoted. */
export function fetchOnrampQuote(): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const { purchaseCurrency, paymentCurrency, paymentAmount, paymentMethod } = selectOnramp(state)
    if (!purchaseCurrency || !paymentCurrency || amountProblem(paymentAmount, paymentCurrency, paymentMethod)) return
    const key = quoteKey(state)
    const request: OnrampQuoteRequest = { purchaseCurrency, paymentCurrency, amount: paymentAmount, network: purchaseCurrency.symbol }
    dispatch(quoteStarted())
    try {
      const quote = await onrampClient(services.chainData).quote(request)
      if (quoteKey(getState()) === key) dispatch(quoteFetched(quote))
    } catch (error) {
      if (quoteKey(getState()) === key) dispatch(quoteFailed(onrampFailure(error)))
    }
  }
}

const closedWindow = (popup: CheckoutWindow) =>
  new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (!popup.closed) return
      clearInterval(poll)
      resolve()
    }, CHECKOUT_POLL_MS)
  })

/**
 * Sends the window opened by Continue's click to the provider's checkout for
 * the connected wallet. When the visitor closes it, the balances are read
 * again past every cache (a completed purchase has credited the wallet by
 * then) and Buy gives way to Account, which shows them.
 */
export function startOnrampCheckout(popup: CheckoutWindow | undefined): FrameThunk<Promise<void>> {
  return async (dispatch, getState, services) => {
    if (!popup) return void dispatch(checkoutEnded(ONRAMP_MESSAGES.popupBlocked))
    const state = getState()
    const address = selectAddress(state)
    const networkId = selectActiveNetworkId(state)
    const { purchaseCurrency, paymentCurrency, quote, paymentAmount } = selectOnramp(state)
    if (!address || !networkId || !purchaseCurrency || !paymentCurrency || !quote) {
      popup.close()
      return void dispatch(checkoutEnded(ONRAMP_MESSAGES.noQuote))
    }
    dispatch(checkoutOpening())
    const request: OnrampUrlRequest = {
      destinationWallets: [{ address, blockchains: [networkId], assets: [purchaseCurrency.symbol] }],
      defaultNetwork: networkId,
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: Number(paymentAmount),
      paymentCurrency: paymentCurrency.id,
    }
    try {
      popup.navigate(await onrampClient(services.chainData).checkoutUrl(request))
    } catch (error) {
      popup.close()
      return void dispatch(checkoutEnded(onrampFailure(error)))
    }
    dispatch(checkoutOpened())
    await closedWindow(popup)
    dispatch(checkoutEnded())
    await Promise.all([dispatch(fetchBalance(Date.now(), { force: true })), dispatch(fetchTokenBalances({ force: true }))])
    if (getState().modal.view === 'WalletBuy') dispatch(replaceView('Account'))
  }
}
