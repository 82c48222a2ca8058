import type { OnrampState } from '@porthole/frame-host'
import { useFormat } from '../../../i18n/format.js'
import { useT, useText } from '../../../i18n/use-t.js'

/**
 * The quote for the current choices: what the visitor receives, the fees
 * (everything between what they pay and what buys the coin) and the total;
 * a loading line while it is asked for, the provider's message when it failed.
 */
export function BuyQuote({ onramp, problem }: { onramp: OnrampState; problem: string | undefined }) {
  const tx = useText()
  const { amount } = useFormat()
  const t = useT()
  if (problem) return null
  if (onramp.quotesLoading) {
    return (
      <p className="notice" data-testid="buy-quote-loading" aria-live="polite">
        {t('common.gettingQuote')}
      </p>
    )
  }
  if (onramp.error) {
    return (
      <p className="notice error" data-testid="buy-quote-error" role="alert">
        {t('buy.noQuote', { error: tx(onramp.error) })}
      </p>
    )
  }
  const { quote } = onramp
  if (!quote) return <p className="notice">{t('buy.chooseForQuote')}</p>
  const fees = (Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)).toFixed(2)
  return (
    <dl className="buy-quote" data-testid="buy-quote">
      <dt>{t('common.youReceive')}</dt>
      <dd data-testid="buy-receive">{`${amount(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`}</dd>
      <dt>{t('buy.fees')}</dt>
      <dd data-testid="buy-fees">{`${amount(fees)} ${quote.paymentTotal.currency}`}</dd>
      <dt>{t('buy.total')}</dt>
      <dd data-testid="buy-total">{`${amount(quote.paymentTotal.amount)} ${quote.paymentTotal.currency}`}</dd>
    </dl>
  )
}
