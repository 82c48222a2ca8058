import { isValidEmail, shake, startEmailLogin } from '@porthole/frame-host'
import { useId, useState, type FormEvent } from 'react'
import { useFrameDispatch } from '../store-hooks.js'

/** Spec §5 email check (before any call), then email connect: the worker mails a code or asks to approve the device. */
export function EmailForm() {
  const dispatch = useFrameDispatch()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const messageId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!isValidEmail(email.trim())) {
      setError('Enter a valid email address')
      dispatch(shake())
      return
    }
    setBusy(true)
    const outcome = await dispatch(startEmailLogin(email))
    setBusy(false)
    setError(outcome.error)
    if (outcome.error) dispatch(shake())
  }

  return (
    <form className="section email" noValidate onSubmit={(event) => void submit(event)}>
      <label className="label" htmlFor={inputId}>
        Email
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
          aria-invalid={error !== undefined}
          aria-describedby={error ? messageId : undefined}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </div>
      {/* A live region, not role=alert: the toast is the frame's one alert. */}
      <p id={messageId} className={error ? 'field-message error' : 'field-message'} aria-live="polite">
        {error ?? ''}
      </p>
    </form>
  )
}
