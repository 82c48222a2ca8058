import { fetchActivity, selectActivity, truncateAddress, type ActivityRow } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useEffect } from 'react'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useOnVisible } from '../use-on-visible.js'
import { useT, useText } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/** Activity tab: transfers grouped by year and month, the next page when the end scrolls into view. */
export function ActivityTab() {
  const tx = useText()
  const t = useT()
  const { monthYear } = useFormat()
  const dispatch = useFrameDispatch()
  const { loading, empty, failed, hasMore, groups } = useFrameSelector(selectActivity)
  const load = (more: boolean) => void dispatch(fetchActivity({ more })).catch(() => undefined)
  const sentinel = useOnVisible<HTMLDivElement>(() => load(true), hasMore && !loading)
  useEffect(() => load(false), [dispatch])

  if (failed && groups.length === 0) {
    return (
      <div role="alert">
        <p className="notice error">{tx(Messages.failedToFetchTransactions)}</p>
        <button type="button" className="button" onClick={() => load(false)}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (empty && !loading) return <p className="notice">{t('activity.none')}</p>
  return (
    <div className="activity" aria-busy={loading}>
      {groups.map((group) => (
        <section
          key={`${group.year}-${group.month}`}
          className="activity-group"
          aria-label={monthYear(group.year, group.month)}
          data-testid={`activity-${group.year}-${group.month + 1}`}
        >
          <h3 className="activity-heading">{monthYear(group.year, group.month)}</h3>
          <ul className="activity-list">
            {group.rows.map((row) => (
              <ActivityItem key={row.id} row={row} />
            ))}
          </ul>
        </section>
      ))}
      {loading && <p className="notice">{t('activity.loading')}</p>}
      {failed && <p className="notice error">{tx(Messages.failedToFetchTransactions)}</p>}
      {hasMore && !loading && (
        <div ref={sentinel}>
          <button type="button" className="button" onClick={() => load(true)}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </div>
  )
}

function ActivityItem({ row }: { row: ActivityRow }) {
  const t = useT()
  const format = useFormat()
  // The API's operation types, each with its word; one it adds later shows as it is named.
  const known = ['send', 'receive', 'mint', 'burn', 'execute'] as const
  const op = known.find((k) => k === row.operationType)
  const label = op ? t(`activity.${op}`) : row.operationType.charAt(0).toUpperCase() + row.operationType.slice(1)
  return (
    <li className="activity-row" data-testid="activity-row" data-status={row.status}>
      {row.image ? <img className="token-icon" src={row.image} alt="" width={32} height={32} /> : <span className="token-icon" aria-hidden="true" />}
      <span className="token-name">
        <span>{label}</span>
        <span className="muted" title={row.counterparty}>
          {truncateAddress(row.counterparty)}
        </span>
      </span>
      <span className="token-value">
        {row.amounts.map((amount, i) => (
          <span key={i} className="activity-amount">
            {format.amount(amount)}
          </span>
        ))}
      </span>
    </li>
  )
}
