import type { OnrampState } from '@porthole/frame-host'

/**
 * The quote for the current choices: what the visitor receives, the fees
 * (everything between what they pay and what buys the coin) and the total;
 * a loading line while it is asked for, the provider's message when it failed (spec §8).
 */
export function BuyQuote({ onramp, problem }: { onramp: OnrampState; problem: string | undefined }) {
  if (problem) return null
  if (onramp.quotesLoading) {
    return (
      <p className="notice" data-testid="buy-quote-loading" aria-live="polite">
        Getting a quote…
      </p>
    )
  }
  if (onramp.error) {
    return (
      <p className="notice error" data-testid="buy-quote-error" role="alert">
        {`No quote: ${onramp.error}`}
      </p>
    )
  }
  const { quote } = onramp
  if (!quote) return <p className="notice">Choose what to buy and an amount to see a quote.</p>
  const fees = (Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)).toFixed(2)
  return (
    <dl className="buy-quote" data-testid="buy-quote">
      <dt>You receive</dt>
      <dd data-testid="buy-receive">{`${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}</dd>
      <dt>Fees</dt>
      <dd data-testid="buy-fees">{`${fees} ${quote.paymentTotal.currency}`}</dd>
      <dt>Total</dt>
      <dd data-testid="buy-total">{`${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`}</dd>
    </dl>
  )
}
