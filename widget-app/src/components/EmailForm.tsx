import { isValidEmail, shake, startEmailLogin } from '@porthole/frame-host'
import { cooldownMessage } from '@porthole/protocol'
import { useId, useState, type FormEvent } from 'react'
import { useFrameDispatch } from '../store-hooks.js'
import { useCountdown } from './use-countdown.js'
import { useT, useText } from '../i18n/use-t.js'

/**
 * Email check (before any call), then email connect: the worker mails
 * a code or asks to approve the device. In the 30 s cooldown the message
 * counts the seconds down and Continue waits for it.
 */
export function EmailForm() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [retryAt, setRetryAt] = useState<number>()
  const wait = useCountdown(retryAt)
  const inputId = useId()
  const messageId = useId()
  const message = wait > 0 ? cooldownMessage(wait) : error

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || wait > 0) return
    if (!isValidEmail(email.trim())) {
      setError(t('email.invalid'))
      dispatch(shake())
      return
    }
    setBusy(true)
    const outcome = await dispatch(startEmailLogin(email))
    setBusy(false)
    // Not through step-failure-text.ts, as this form is in the first paint: it checked the address itself, so
    // the thunk can only count a cooldown down or fail with its text.
    const failure = outcome.error
    setRetryAt(failure?.code === 'cooldown' ? failure.until : undefined)
    setError(failure?.code === 'failed' ? failure.text : undefined)
    if (failure) dispatch(shake())
  }

  return (
    <form className="section email" noValidate onSubmit={(event) => void submit(event)}>
      <label className="label" htmlFor={inputId}>
        {t('email.email')}
      </label>
      <div className="email-row">
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(undefined)
          }}
          aria-invalid={message !== undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="button primary" disabled={busy || wait > 0}>
          {busy ? t('common.sending') : t('common.continue')}
        </button>
      </div>
      {/* A live region, not role=alert: the toast is the frame's one alert. */}
      <p id={messageId} className={message ? 'field-message error' : 'field-message'} aria-live="polite" data-testid="email-message">
        {tx(message)}
      </p>
    </form>
  )
}
