import type { StepOutcome } from '@porthole/frame-host'
import { useId, useState, type FormEvent } from 'react'

/** A 6-digit code from an email: digits only, submitted with Enter or the button. */
export function CodeForm({ label, onSubmit }: { label: string; onSubmit(code: string): Promise<StepOutcome> }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const messageId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code')
    setBusy(true)
    const outcome = await onSubmit(code)
    setBusy(false)
    setError(outcome.error)
    if (outcome.error) setCode('')
  }

  return (
    <form className="section email" noValidate onSubmit={(event) => void submit(event)}>
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <div className="email-row">
        <input
          id={inputId}
          className="input"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          value={code}
          autoFocus
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6))
            setError(undefined)
          }}
          aria-invalid={error !== undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </button>
      </div>
      <p id={messageId} className={error ? 'field-message error' : 'field-message'} aria-live="polite">
        {error ?? ''}
      </p>
    </form>
  )
}
