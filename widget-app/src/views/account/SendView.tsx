import {
  amountSet,
  fetchTokenBalances,
  selectActiveChain,
  selectSend,
  selectTokens,
  sendTokens,
  tokenChosen,
  truncateAddress,
  typeReceiver,
} from '@porthole/frame-host'
import { hasFamilyFeature, Messages } from '@porthole/protocol'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/** Default debounce, before a typed name is looked up. */
const LOOKUP_WAIT_MS = 500

/** Send: a token, an amount and a receiver (address or name), sent through the connected wallet. */
export function SendView() {
  const { amount } = useFormat()
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const send = useFrameSelector(selectSend)
  // Where accounts have no names (Solana's), a receiver is an address.
  const named = hasFamilyFeature(useFrameSelector(selectActiveChain), 'names')
  const { rows, loading, failed } = useFrameSelector(selectTokens)
  const [receiver, setReceiver] = useState(send.receiverInput)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const ids = { token: useId(), amount: useId(), receiver: useId(), message: useId() }

  useEffect(() => void dispatch(fetchTokenBalances()), [dispatch])
  useEffect(() => () => clearTimeout(timer.current), [])

  // A failed read leaves nothing to choose: say so here, as the Tokens tab does, not only in a passing toast.
  const tokensMissing = failed && rows.length === 0
  const tokenKey = (address: string | undefined) => address ?? 'native'
  const onReceiver = (value: string) => {
    setReceiver(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void dispatch(typeReceiver(value)), LOOKUP_WAIT_MS)
  }
  async function submit(event: FormEvent) {
    event.preventDefault()
    clearTimeout(timer.current)
    if (receiver !== send.receiverInput || send.resolving) await dispatch(typeReceiver(receiver))
    const hash = await dispatch(sendTokens())
    if (hash) setReceiver('')
  }

  return (
    <form className="panel send" noValidate onSubmit={(event) => void submit(event)} aria-busy={send.sending}>
      <label className="label" htmlFor={ids.token}>
        {t('send.token')}
      </label>
      <select
        id={ids.token}
        className="input"
        data-testid="send-token"
        value={send.token ? tokenKey(send.token.address) : ''}
        onChange={(event) => dispatch(tokenChosen(rows.find((t) => tokenKey(t.address) === event.target.value)))}
      >
        <option value="">
          {tokensMissing ? tx(Messages.tokenBalanceUnavailable) : loading && rows.length === 0 ? t('common.loadingTokens') : t('send.chooseToken')}
        </option>
        {rows.map((token) => (
          <option key={tokenKey(token.address)} value={tokenKey(token.address)}>
            {`${token.symbol} (${amount(token.balanceText)})`}
          </option>
        ))}
      </select>

      <label className="label" htmlFor={ids.amount}>
        {t('common.amount')}
      </label>
      <input
        id={ids.amount}
        className="input"
        data-testid="send-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={send.sendTokenAmount}
        onChange={(event) => dispatch(amountSet(event.target.value))}
        aria-describedby={ids.message}
      />

      <label className="label" htmlFor={ids.receiver}>
        {named ? t('send.toAddressOrName') : t('send.toAddress')}
      </label>
      <input
        id={ids.receiver}
        className="input"
        data-testid="send-receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={named ? t('send.receiverPlaceholder') : t('send.solanaAddressPlaceholder')}
        value={receiver}
        onChange={(event) => onReceiver(event.target.value)}
        aria-describedby={ids.message}
      />
      {send.receiverProfileName && send.receiverAddress && (
        <p className="receiver" data-testid="send-receiver-profile">
          {send.receiverProfileImageUrl && <img className="avatar small" src={send.receiverProfileImageUrl} alt="" width={24} height={24} />}
          <span>{send.receiverProfileName}</span>
          <span className="muted" title={send.receiverAddress}>
            {truncateAddress(send.receiverAddress)}
          </span>
        </p>
      )}
      {send.resolving && <p className="notice">{t('send.lookingUpName')}</p>}

      <p id={ids.message} className={send.error || tokensMissing ? 'field-message error' : 'field-message'} aria-live="polite" data-testid="send-error">
        {tx(send.error ?? (tokensMissing ? Messages.tokenBalanceUnavailable : undefined))}
      </p>
      <button type="submit" className="button primary" data-testid="send-submit" disabled={send.sending}>
        {send.sending ? t('common.sending') : t('common.send')}
      </button>
    </form>
  )
}
