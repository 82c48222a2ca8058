import type { RequestDescription } from '@porthole/frame-host'
import { useT } from '../../i18n/use-t.js'

type Cost = NonNullable<Extract<RequestDescription, { kind: 'transaction' }>['cost']>

/** The rows of a transaction's approval that say what it can cost, and what is wrong with it. */
export function TransactionCost({ cost }: { cost: Cost }) {
  const t = useT()
  return (
    <>
      <dt>{t('approve.maxCost')}</dt>
      <dd data-testid="approve-max-cost" className={cost.inflated.length ? 'error' : undefined}>
        {cost.fiat ? `${cost.maxCost} (${cost.fiat})` : cost.maxCost}
      </dd>
      {cost.inflated.length ? (
        <dd className="approve-warning error" data-testid="approve-fee-warning">
          {t('approve.inflatedFees', { fields: cost.inflated.join(', ') })}
        </dd>
      ) : null}
      {cost.simulationError ? (
        <dd className="approve-warning error" data-testid="approve-simulation-failed">
          {t('approve.failsInSimulation', { error: cost.simulationError })}
        </dd>
      ) : null}
    </>
  )
}
