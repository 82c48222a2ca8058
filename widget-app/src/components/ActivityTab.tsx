import { fetchActivity, selectActivity, truncateAddress, type ActivityRow } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useEffect } from 'react'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useOnVisible } from './use-on-visible.js'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Spec §2 Activity tab: transfers grouped by year and month, the next page when the end scrolls into view. */
export function ActivityTab() {
  const dispatch = useFrameDispatch()
  const { loading, empty, failed, hasMore, groups } = useFrameSelector(selectActivity)
  const load = (more: boolean) => void dispatch(fetchActivity({ more })).catch(() => undefined)
  const sentinel = useOnVisible<HTMLDivElement>(() => load(true), hasMore && !loading)
  useEffect(() => load(false), [dispatch])

  if (failed && groups.length === 0) {
    return (
      <div role="alert">
        <p className="notice error">{Messages.failedToFetchTransactions}</p>
        <button type="button" className="button" onClick={() => load(false)}>
          Try again
        </button>
      </div>
    )
  }
  if (empty && !loading) return <p className="notice">No activity yet</p>
  return (
    <div className="activity" aria-busy={loading}>
      {groups.map((group) => (
        <section key={`${group.year}-${group.month}`} className="activity-group" aria-label={`${MONTHS[group.month]} ${group.year}`} data-testid={`activity-${group.year}-${group.month + 1}`}>
          <h3 className="activity-heading">{`${MONTHS[group.month]} ${group.year}`}</h3>
          <ul className="activity-list">
            {group.rows.map((row) => (
              <ActivityItem key={row.id} row={row} />
            ))}
          </ul>
        </section>
      ))}
      {loading && <p className="notice">Loading activity…</p>}
      {failed && <p className="notice error">{Messages.failedToFetchTransactions}</p>}
      {hasMore && !loading && (
        <div ref={sentinel}>
          <button type="button" className="button" onClick={() => load(true)}>
            Load more
          </button>
        </div>
      )}
    </div>
  )
}

function ActivityItem({ row }: { row: ActivityRow }) {
  const label = row.operationType.charAt(0).toUpperCase() + row.operationType.slice(1)
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
            {amount}
          </span>
        ))}
      </span>
    </li>
  )
}
