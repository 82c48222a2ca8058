import {
  amountProblem,
  fetchOnrampQuote,
  loadOnrampOptions,
  paymentAmountSet,
  paymentCurrencyChosen,
  paymentMethodChosen,
  PaymentMethods,
  purchaseCurrenciesFor,
  purchaseCurrencyChosen,
  resetOnramp,
  selectActiveNetworkId,
  selectOnramp,
} from '@porthole/frame-host'
import { useEffect, useId } from 'react'
import { BuyContinue } from '../../components/account/buy/BuyContinue.js'
import { BuyQuote } from '../../components/account/buy/BuyQuote.js'
import { useFrameConfig } from '../../config-context.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/** Default debounce: a quote is asked for once typing pauses. */
const QUOTE_WAIT_MS = 500

/**
 * Buy (the on-ramp): what to buy on the active network, a fiat amount
 * in USD or EUR, a payment method checked against its limits, the
 * quote, and Continue to the provider's checkout in a window of its own.
 */
export function BuyView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const onramp = useFrameSelector(selectOnramp)
  const networkId = useFrameSelector(selectActiveNetworkId)
  const provider = useFrameConfig().onrampProvider
  const ids = { purchase: useId(), amount: useId(), currency: useId(), method: useId(), message: useId() }
  const { purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount } = onramp
  const problem = amountProblem(paymentAmount, paymentCurrency, paymentMethod)
  const offered = purchaseCurrenciesFor(onramp.purchaseCurrencies, networkId)

  useEffect(() => {
    dispatch(resetOnramp())
    void dispatch(loadOnrampOptions(provider))
  }, [dispatch, provider])
  useEffect(() => {
    const timer = setTimeout(() => void dispatch(fetchOnrampQuote()), QUOTE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [dispatch, purchaseCurrency?.id, paymentCurrency?.id, paymentMethod, paymentAmount])

  return (
    <div className="panel buy" aria-busy={onramp.optionsLoading}>
      {onramp.optionsFallback && (
        <p className="notice" data-testid="buy-options-fallback">
          {t('buy.optionsFallback')}
        </p>
      )}
      <label className="label" htmlFor={ids.purchase}>
        {t('buy.buy')}
      </label>
      <select
        id={ids.purchase}
        className="input"
        data-testid="buy-purchase-currency"
        value={purchaseCurrency?.id ?? ''}
        onChange={(event) => {
          const chosen = offered.find((c) => c.id === event.target.value)
          if (chosen) dispatch(purchaseCurrencyChosen(chosen))
        }}
      >
        {offered.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {`${currency.symbol} · ${currency.name}`}
          </option>
        ))}
      </select>

      <label className="label" htmlFor={ids.amount}>
        {t('common.amount')}
      </label>
      <div className="buy-amount">
        <input
          id={ids.amount}
          className="input"
          data-testid="buy-amount"
          inputMode="decimal"
          autoComplete="off"
          value={paymentAmount}
          aria-invalid={problem !== undefined}
          aria-describedby={ids.message}
          onChange={(event) => dispatch(paymentAmountSet(event.target.value.trim()))}
        />
        <select
          id={ids.currency}
          className="input"
          aria-label={t('buy.currency')}
          data-testid="buy-payment-currency"
          value={paymentCurrency?.id ?? ''}
          onChange={(event) => {
            const chosen = onramp.paymentCurrencies.find((c) => c.id === event.target.value)
            if (chosen) dispatch(paymentCurrencyChosen(chosen))
          }}
        >
          {onramp.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </div>

      <label className="label" htmlFor={ids.method}>
        {t('buy.payWith')}
      </label>
      <select
        id={ids.method}
        className="input"
        data-testid="buy-payment-method"
        value={paymentMethod}
        onChange={(event) => {
          const chosen = PaymentMethods.find((m) => m.id === event.target.value)
          if (chosen) dispatch(paymentMethodChosen(chosen.id))
        }}
      >
        {PaymentMethods.map((method) => (
          <option key={method.id} value={method.id}>
            {tx(method.label)}
          </option>
        ))}
      </select>
      <p id={ids.message} className={problem ? 'field-message error' : 'field-message'} aria-live="polite" data-testid="buy-amount-error">
        {tx(problem)}
      </p>

      <BuyQuote onramp={onramp} problem={problem} />
      <BuyContinue onramp={onramp} ready={!problem && onramp.quote !== undefined && !onramp.quotesLoading} />
    </div>
  )
}
