import type { SwapDetails } from '@porthole/frame-host'
import type { PlainKey } from '../../../i18n/translate.js'
import { useT } from '../../../i18n/use-t.js'

/** The quote as the visitor weighs it: what arrives, at what price, what is lost, what the network takes, and the floor. */
export function SwapQuoteDetails({ details }: { details: SwapDetails }) {
  const t = useT()
  const rows: [label: PlainKey, value: string | undefined, testId: string][] = [
    ['swap.price', details.price, 'swap-price'],
    ['swap.priceImpact', details.priceImpact, 'swap-price-impact'],
    ['swap.networkFee', details.networkFee, 'swap-network-fee'],
    ['swap.slippage', details.slippage, 'swap-slippage'],
    ['swap.minimumReceived', details.minimumReceived, 'swap-minimum'],
  ]
  return (
    <dl className="swap-details" data-testid="swap-details">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="swap-detail">
          <dt>{t(label)}</dt>
          <dd data-testid={testId}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
