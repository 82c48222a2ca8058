import type { SwapTokenRow } from '@porthole/frame-host'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useT } from '../../../i18n/use-t.js'
import { useFormat } from '../../../i18n/format.js'

export declare namespace TokenPicker {
  type Props = {
    title: string
    tokens: readonly SwapTokenRow[]
    /** The token already on this side, marked as current. */
    current: string | undefined
    onPick(address: string): void
    onClose(): void
  }
}

/**
 * The tokens the backend trades, with balances, filtered by what is typed
 * (symbol, name or address). Keyboard: the search has focus; Enter picks the
 * first match, the arrows move through the list, Escape goes back.
 */
export function TokenPicker({ title, tokens, current, onPick, onClose }: TokenPicker.Props) {
  const { amount } = useFormat()
  const t = useT()
  const [query, setQuery] = useState('')
  const search = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const ids = { search: useId(), list: useId() }
  useEffect(() => search.current?.focus(), [])

  const needle = query.trim().toLowerCase()
  const shown = needle === '' ? tokens : tokens.filter((t) => [t.symbol, t.name, t.address].some((field) => field.toLowerCase().includes(needle)))

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])]
    if (buttons.length === 0) return
    event.preventDefault()
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : at - 1
    if (next < 0) search.current?.focus()
    else buttons[next]?.focus()
  }

  return (
    <div className="token-picker" role="group" aria-label={title} onKeyDown={onKey}>
      <div className="token-picker-head">
        <button type="button" className="button ghost" data-testid="swap-picker-back" onClick={onClose}>
          {t('common.back')}
        </button>
        <span className="panel-title">{title}</span>
      </div>
      <label className="label" htmlFor={ids.search}>
        {t('swap.searchTokens')}
      </label>
      <input
        id={ids.search}
        ref={search}
        className="input"
        data-testid="swap-token-search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swap.searchPlaceholder')}
        value={query}
        aria-controls={ids.list}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && shown[0]) {
            event.preventDefault()
            onPick(shown[0].address)
          }
        }}
      />
      {shown.length === 0 ? (
        <p className="notice" data-testid="swap-token-empty">
          {t('swap.noMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul id={ids.list} ref={list} className="token-list swap-token-list" aria-label={t('tabs.Tokens')}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="button swap-token-option"
                data-testid={`swap-token-option-${token.symbol}`}
                aria-current={token.address === current ? 'true' : undefined}
                onClick={() => onPick(token.address)}
              >
                {token.logoUri ? (
                  <img className="token-icon" src={token.logoUri} alt="" width={32} height={32} />
                ) : (
                  <span className="token-icon" aria-hidden="true" />
                )}
                <span className="token-name">
                  <span>{token.symbol}</span>
                  <span className="muted">{token.name}</span>
                </span>
                <span className="token-value">{amount(token.balanceText)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
