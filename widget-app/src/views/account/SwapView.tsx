import {
  executeSwap,
  fetchSwapQuote,
  loadSwapTokens,
  selectActiveNetwork,
  selectSwapView,
  swapActions,
  SwapMessages,
  typeSwapAmount,
  type SwapTokenRow,
} from '@porthole/frame-host'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { SwapQuoteDetails } from '../../components/account/swap/SwapQuoteDetails.js'
import { TokenPicker } from '../../components/account/swap/TokenPicker.js'
import { useFrameConfig } from '../../config-context.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/**
 * Swap: sell one token of the active network for another at the
 * backend's best route, the quote's details shown before anything is sent;
 * the button says what happens next (approve, then swap).
 */
export function SwapView() {
  const { amount } = useFormat()
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const { swapNetworks = [] } = useFrameConfig()
  const networkId = useFrameSelector(selectActiveNetwork)?.caipNetworkId
  const v = useFrameSelector(selectSwapView)
  const [picking, setPicking] = useState<'from' | 'to'>()
  const ids = { amount: useId(), message: useId() }
  // The picker replaces the form: on its way back, focus returns to the button that opened it.
  const tokenButtons = { from: useRef<HTMLButtonElement>(null), to: useRef<HTMLButtonElement>(null) }
  const returnTo = useRef<'from' | 'to'>(undefined)
  useEffect(() => {
    if (picking || !returnTo.current) return
    tokenButtons[returnTo.current].current?.focus()
    returnTo.current = undefined
  })

  // Again on every network change: the dapp may switch the chain while Swap is open.
  useEffect(() => void dispatch(loadSwapTokens({ networks: swapNetworks })), [dispatch, swapNetworks, networkId])

  if (picking) {
    const close = () => {
      returnTo.current = picking
      setPicking(undefined)
    }
    const pick = (address: string) => {
      dispatch(picking === 'from' ? swapActions.fromChosen(address) : swapActions.toChosen(address))
      close()
      void dispatch(fetchSwapQuote())
    }
    return (
      <TokenPicker
        title={picking === 'from' ? t('swap.swapFrom') : t('swap.swapTo')}
        tokens={v.rows}
        current={picking === 'from' ? v.from?.address : v.to?.address}
        onPick={pick}
        onClose={close}
      />
    )
  }

  const busy = v.sending !== undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (v.button.action === 'quote') void dispatch(fetchSwapQuote())
    else if (v.button.action) void dispatch(executeSwap())
  }
  const tokenButton = (side: 'from' | 'to', token: SwapTokenRow | undefined) => (
    <button
      ref={tokenButtons[side]}
      type="button"
      className="button swap-token"
      data-testid={`swap-${side}-token`}
      disabled={busy || v.unsupported || v.rows.length === 0}
      aria-label={t(side === 'from' ? 'swap.tokenToSell' : 'swap.tokenToBuy', { token: token?.symbol ?? t('swap.choose') })}
      onClick={() => setPicking(side)}
    >
      {token?.logoUri ? <img className="token-icon" src={token.logoUri} alt="" width={24} height={24} /> : null}
      <span>{token?.symbol ?? t('swap.choose')}</span>
    </button>
  )

  return (
    <form className="panel swap" noValidate onSubmit={submit} aria-busy={busy || v.loadingQuote}>
      {v.tokensStatus === 'loading' && v.rows.length === 0 ? (
        <p className="notice" data-testid="swap-loading-tokens">
          {t('common.loadingTokens')}
        </p>
      ) : null}
      {v.tokensStatus === 'ready' && v.rows.length === 0 ? <p className="notice">{tx(SwapMessages.noTokens)}</p> : null}

      <div className="swap-side">
        <label className="label" htmlFor={ids.amount}>
          {t('swap.youSell')}
        </label>
        <div className="swap-row">
          <input
            id={ids.amount}
            className="input swap-amount"
            data-testid="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={v.amount}
            disabled={busy || v.unsupported}
            onChange={(event) => void dispatch(typeSwapAmount(event.target.value))}
            aria-describedby={ids.message}
          />
          {tokenButton('from', v.from)}
        </div>
        <p className="swap-balance muted">
          <span data-testid="swap-from-balance">{v.from ? t('swap.balance', { amount: `${amount(v.from.balanceText)} ${v.from.symbol}` }) : ''}</span>
          <button
            type="button"
            className="button link"
            data-testid="swap-max"
            disabled={busy || !v.from || v.from.balance === 0n}
            onClick={() => void dispatch(typeSwapAmount(v.maxAmount, { waitMs: 0 }))}
          >
            {t('swap.max')}
          </button>
        </p>
      </div>

      <button
        type="button"
        className="button swap-flip"
        data-testid="swap-flip"
        aria-label={t('swap.flip')}
        disabled={busy || v.unsupported}
        onClick={() => {
          dispatch(swapActions.flipped())
          void dispatch(fetchSwapQuote())
        }}
      >
        ⇅
      </button>

      <div className="swap-side">
        <span className="label">{t('common.youReceive')}</span>
        <div className="swap-row">
          <output className="input swap-amount swap-out" data-testid="swap-to-amount" aria-busy={v.loadingQuote}>
            {v.loadingQuote ? t('common.gettingQuote') : (v.details?.expectedOut ?? '0.0')}
          </output>
          {tokenButton('to', v.to)}
        </div>
        <p className="swap-balance muted" data-testid="swap-to-balance">
          {v.to ? t('swap.balance', { amount: `${amount(v.to.balanceText)} ${v.to.symbol}` }) : ''}
        </p>
      </div>

      {v.details ? <SwapQuoteDetails details={v.details} /> : null}

      <p id={ids.message} className={v.error ? 'field-message error' : 'field-message'} role="status" aria-live="polite" data-testid="swap-error">
        {tx(v.error ?? undefined)}
      </p>
      <button type="submit" className="button primary" data-testid="swap-submit" disabled={busy || !v.button.action}>
        {tx(v.button.label)}
      </button>
    </form>
  )
}
