import { isValidEmail, shake } from '@porthole/frame-host'
import { useId, useState, type FormEvent } from 'react'
import { useFrameDispatch } from '../store-hooks.js'

type Outcome = 'invalid' | 'unavailable'

const MESSAGES: Record<Outcome, string> = {
  invalid: 'Enter a valid email address',
  unavailable: 'Email login is not available yet.',
}

/** Spec §5 email check. Sending a code is not built yet, and the form says so. */
export function EmailForm() {
  const dispatch = useFrameDispatch()
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const inputId = useId()
  const messageId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (isValidEmail(email.trim())) return setOutcome('unavailable')
    setOutcome('invalid')
    dispatch(shake())
  }

  return (
    <form className="section email" noValidate onSubmit={submit}>
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
            setOutcome(undefined)
          }}
          aria-invalid={outcome === 'invalid'}
          aria-describedby={outcome ? messageId : undefined}
        />
        <button type="submit" className="button primary">
          Continue
        </button>
      </div>
      {/* A live region, not role=alert: the toast is the frame's one alert. */}
      <p id={messageId} className={outcome === 'invalid' ? 'field-message error' : 'field-message'} aria-live="polite">
        {outcome ? MESSAGES[outcome] : ''}
      </p>
    </form>
  )
}
