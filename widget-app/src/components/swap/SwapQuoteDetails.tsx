import type { SwapDetails } from '@porthole/frame-host'

/** The quote as the visitor weighs it: what arrives, at what price, what is lost, what the network takes, and the floor. */
export function SwapQuoteDetails({ details }: { details: SwapDetails }) {
  const rows: [label: string, value: string | undefined, testId: string][] = [
    ['Price', details.price, 'swap-price'],
    ['Price impact', details.priceImpact, 'swap-price-impact'],
    ['Network fee', details.networkFee, 'swap-network-fee'],
    ['Max. slippage', details.slippage, 'swap-slippage'],
    ['Minimum received', details.minimumReceived, 'swap-minimum'],
  ]
  return (
    <dl className="swap-details" data-testid="swap-details">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="swap-detail">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
