import { loadFeaturedWallets, loadNextWallets, searchWallets, selectAllWalletsState, selectHasMoreWallets, selectWalletEntries } from '@porthole/frame-host'
import { useEffect, useId, useState } from 'react'
import { DirectoryWalletButton } from '../components/DirectoryWalletButton.js'
import { useOnVisible } from '../components/use-on-visible.js'
import { useWalletChoice } from '../components/use-wallet-choice.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useT, useText } from '../i18n/use-t.js'

const SKELETON_TILES = 8

/** AllWallets: the wallet directory, recent wallets first, 40 at a time, searchable. */
export function AllWalletsView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { pages, loading, error, count, search, featured } = useFrameSelector(selectAllWalletsState)
  const entries = useFrameSelector(selectWalletEntries)
  const hasMore = useFrameSelector(selectHasMoreWallets)
  const choose = useWalletChoice()
  const [term, setTerm] = useState(search.term)
  const inputId = useId()
  const searching = search.term !== ''
  const loadMore = () => void dispatch(loadNextWallets())
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, !searching && pages > 0 && hasMore && !loading && !error)

  useEffect(() => {
    if (pages === 0) void dispatch(loadNextWallets())
    if (featured.length === 0) void dispatch(loadFeaturedWallets())
    // Once per visit: later pages come from Load more and scrolling.
  }, [])

  const onSearch = (value: string) => {
    setTerm(value)
    dispatch(searchWallets(value))
  }
  const busy = searching ? search.loading : loading
  const failure = searching ? search.error : error
  const retry = () => (searching ? dispatch(searchWallets(search.term)) : loadMore())
  const empty = !busy && !failure && entries.length === 0 && (searching || count !== undefined)

  return (
    <div className="all-wallets">
      <label className="label" htmlFor={inputId}>
        {t('allWallets.search')}
      </label>
      <input id={inputId} className="input search" type="search" autoComplete="off" value={term} onChange={(event) => onSearch(event.target.value)} />
      <ul className="wallet-grid" aria-label={searching ? t('allWallets.results') : t('view.AllWallets')} aria-busy={busy}>
        {entries.map((entry) => (
          <li key={entry.kind === 'host' ? `host-${entry.wallet.uuid}` : entry.wallet.id}>
            <DirectoryWalletButton entry={entry} onChoose={choose} />
          </li>
        ))}
        {busy && Array.from({ length: SKELETON_TILES }, (_, i) => <li key={`skeleton-${i}`} className="wallet-skeleton" aria-hidden="true" />)}
      </ul>
      <div aria-live="polite">
        {empty && <p className="notice">{t('allWallets.noneFound')}</p>}
        {failure && (
          <div className="wallets-error" role="alert">
            <p className="notice error">{tx(failure ?? undefined)}</p>
            <button type="button" className="button" onClick={retry}>
              {t('common.tryAgain')}
            </button>
          </div>
        )}
      </div>
      {!searching && pages > 0 && hasMore && !failure && (
        <div ref={sentinel}>
          <button type="button" className="button" disabled={loading} onClick={loadMore}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </div>
  )
}
