import type { RequestDescription } from '@porthole/frame-host'

type Cost = NonNullable<Extract<RequestDescription, { kind: 'transaction' }>['cost']>

/** The rows of a transaction's approval that say what it can cost, and what is wrong with it. */
export function TransactionCost({ cost }: { cost: Cost }) {
  return (
    <>
      <dt>Max cost</dt>
      <dd data-testid="approve-max-cost" className={cost.inflated.length ? 'error' : undefined}>
        {cost.fiat ? `${cost.maxCost} (${cost.fiat})` : cost.maxCost}
      </dd>
      {cost.inflated.length ? (
        <dd className="approve-warning error" data-testid="approve-fee-warning">
          {`The site set ${cost.inflated.join(', ')} far above this network's current fees: the maximum cost above includes them.`}
        </dd>
      ) : null}
      {cost.simulationError ? (
        <dd className="approve-warning error" data-testid="approve-simulation-failed">
          {`This transaction fails in simulation, so it cannot be approved: ${cost.simulationError}`}
        </dd>
      ) : null}
    </>
  )
}
