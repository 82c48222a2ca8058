import type { FrameConfig, OnrampOptions, OnrampQuote, PaymentCurrency, PurchaseCurrency } from '@porthole/protocol'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected } from '../shared-state/index.js'
import type { PaymentMethodId } from './payment-limits.js'

export type OnrampProviderInfo = NonNullable<FrameConfig['onrampProvider']>

/** On-ramp state, plus what Buy shows around it (the chosen method, the quote, the checkout). */
export type OnrampState = {
  providers: OnrampProviderInfo[]
  selectedProvider?: OnrampProviderInfo
  /** The last quote failure's message. */
  error?: string
  purchaseCurrency?: PurchaseCurrency
  paymentCurrency?: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** The fiat amount as typed. */
  paymentAmount: string
  /** What the quote says the visitor receives (`purchaseAmount.amount`). */
  purchaseAmount?: string
  quotesLoading: boolean
  paymentMethod: PaymentMethodId
  optionsLoading: boolean
  /** Options could not be fetched, so the built-in defaults show. */
  optionsFallback: boolean
  quote?: OnrampQuote
  checkout: 'idle' | 'opening' | 'open'
  checkoutError?: string
}

const initialState: OnrampState = {
  providers: [],
  purchaseCurrencies: [],
  paymentCurrencies: [],
  paymentAmount: '100',
  quotesLoading: false,
  paymentMethod: 'card',
  optionsLoading: false,
  optionsFallback: false,
  checkout: 'idle',
}

/** A new choice makes the quote stale: it goes, with its error. */
function forgetQuote(state: OnrampState) {
  delete state.quote
  delete state.purchaseAmount
  delete state.error
}

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    providersSet(state, { payload }: PayloadAction<OnrampProviderInfo[]>) {
      state.providers = payload
      if (payload[0]) state.selectedProvider = payload[0]
      else delete state.selectedProvider
    },
    optionsStarted(state) {
      state.optionsLoading = true
    },
    optionsLoaded(state, { payload }: PayloadAction<{ options: OnrampOptions; fallback: boolean; purchaseCurrency?: PurchaseCurrency }>) {
      state.optionsLoading = false
      state.optionsFallback = payload.fallback
      state.purchaseCurrencies = payload.options.purchaseCurrencies
      state.paymentCurrencies = payload.options.paymentCurrencies
      const purchase = payload.purchaseCurrency ?? payload.options.purchaseCurrencies[0]
      if (purchase) state.purchaseCurrency = purchase
      const payment = payload.options.paymentCurrencies[0]
      if (payment) state.paymentCurrency = payment
      forgetQuote(state)
    },
    // Choosing what is already chosen keeps the quote: Buy asks for a new one only when a choice changes.
    purchaseCurrencyChosen(state, { payload }: PayloadAction<PurchaseCurrency>) {
      if (state.purchaseCurrency?.id !== payload.id) forgetQuote(state)
      state.purchaseCurrency = payload
    },
    paymentCurrencyChosen(state, { payload }: PayloadAction<PaymentCurrency>) {
      if (state.paymentCurrency?.id !== payload.id) forgetQuote(state)
      state.paymentCurrency = payload
    },
    paymentMethodChosen(state, { payload }: PayloadAction<PaymentMethodId>) {
      if (state.paymentMethod !== payload) forgetQuote(state)
      state.paymentMethod = payload
    },
    paymentAmountSet(state, { payload }: PayloadAction<string>) {
      if (state.paymentAmount !== payload) forgetQuote(state)
      state.paymentAmount = payload
    },
    quoteStarted(state) {
      state.quotesLoading = true
      forgetQuote(state)
    },
    quoteFetched(state, { payload }: PayloadAction<OnrampQuote>) {
      state.quotesLoading = false
      state.quote = payload
      state.purchaseAmount = payload.purchaseAmount.amount
    },
    /** A quote failure stores the message and leaves no quote. */
    quoteFailed(state, { payload }: PayloadAction<string>) {
      state.quotesLoading = false
      state.error = payload
    },
    checkoutOpening(state) {
      state.checkout = 'opening'
      delete state.checkoutError
    },
    checkoutOpened(state) {
      state.checkout = 'open'
    },
    checkoutEnded(state, { payload }: PayloadAction<string | undefined>) {
      state.checkout = 'idle'
      if (payload) state.checkoutError = payload
    },
    /** Reset restores the defaults. */
    resetOnramp: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(disconnected, () => initialState),
})

/** Typed by its own part of the state: the slice imports nothing of the store, which assembles it. */
export const selectOnramp = (state: { onramp: OnrampState }): OnrampState => state.onramp

export const {
  providersSet,
  optionsStarted,
  optionsLoaded,
  purchaseCurrencyChosen,
  paymentCurrencyChosen,
  paymentMethodChosen,
  paymentAmountSet,
  quoteStarted,
  quoteFetched,
  quoteFailed,
  checkoutOpening,
  checkoutOpened,
  checkoutEnded,
  resetOnramp,
} = onrampSlice.actions
