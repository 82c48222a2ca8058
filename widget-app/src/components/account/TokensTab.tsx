import { fetchTokenBalances, selectTokens } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useEffect } from 'react'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/** Tokens tab: each balance (3 decimals, floored) and its value (2 decimals). */
export function TokensTab() {
  const { amount, fiat } = useFormat()
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { loading, failed, rows } = useFrameSelector(selectTokens)
  useEffect(() => void dispatch(fetchTokenBalances()), [dispatch])

  if (loading && rows.length === 0) {
    return (
      <ul className="token-list" aria-busy="true" aria-label={t('common.loadingTokens')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="row-skeleton" aria-hidden="true" />
        ))}
      </ul>
    )
  }
  if (failed && rows.length === 0) return <p className="notice error">{tx(Messages.tokenBalanceUnavailable)}</p>
  if (rows.length === 0) return <p className="notice">{t('tokens.none')}</p>
  return (
    <ul className="token-list" aria-label={t('tabs.Tokens')}>
      {rows.map((token) => (
        <li key={token.address ?? 'native'} className="token-row" data-testid={`token-${token.symbol}`}>
          {token.iconUrl ? (
            <img className="token-icon" src={token.iconUrl} alt="" width={32} height={32} />
          ) : (
            <span className="token-icon" aria-hidden="true" />
          )}
          <span className="token-name">
            <span>{token.name}</span>
            <span className="muted" data-testid="token-balance">{`${amount(token.balanceText)} ${token.symbol}`}</span>
          </span>
          <span className="token-value" data-testid="token-value">
            {fiat(token.value)}
          </span>
        </li>
      ))}
    </ul>
  )
}
