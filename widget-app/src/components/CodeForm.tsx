import type { StepFailure, StepOutcome } from '@porthole/frame-host'
import { useId, useRef, useState, type FormEvent } from 'react'
import { CODE_LENGTH, codeDigits } from './code-digits.js'
import { useT } from '../i18n/use-t.js'
import { useStepFailureText } from './step-failure-text.js'

/**
 * A 6-digit code from an email: it submits itself on the sixth digit (typed
 * or pasted, spaces and dashes dropped), or with Enter or the button. A wrong
 * code empties the field and leaves the focus there for the next try.
 */
export function CodeForm({ label, onSubmit }: { label: string; onSubmit(code: string): Promise<StepOutcome> }) {
  const failureText = useStepFailureText()
  const t = useT()
  const [code, setCode] = useState('')
  // 'short': Enter on fewer than six digits.
  const [error, setError] = useState<StepFailure | 'short'>()
  const [busy, setBusy] = useState(false)
  // State lags a render behind: the ref stops the sixth digit and an Enter in the same moment from sending twice.
  const sending = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const messageId = useId()

  async function submit(value: string) {
    if (sending.current) return
    // Enter on the field a wrong code just emptied keeps saying what was wrong.
    if (value.length !== CODE_LENGTH) return setError((shown) => shown ?? 'short')
    sending.current = true
    setBusy(true)
    const outcome = await onSubmit(value)
    sending.current = false
    setBusy(false)
    setError(outcome.error)
    if (outcome.error) {
      setCode('')
      input.current?.focus()
    }
  }

  function change(text: string) {
    if (sending.current) return
    const next = codeDigits(text)
    setCode(next)
    setError(undefined)
    if (next.length === CODE_LENGTH && next !== code) void submit(next)
  }

  return (
    <form
      className="section email"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void submit(code)
      }}
    >
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <div className="email-row">
        {/* No maxLength: the browser would cut '123 456' to '123 45' before the spaces are dropped. */}
        <input
          ref={input}
          id={inputId}
          className="input"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          value={code}
          autoFocus
          readOnly={busy}
          onChange={(event) => change(event.target.value)}
          onPaste={(event) => {
            // A whole pasted code replaces what was typed instead of joining it.
            const pasted = codeDigits(event.clipboardData.getData('text'))
            if (pasted.length !== CODE_LENGTH) return
            event.preventDefault()
            change(pasted)
          }}
          aria-invalid={error !== undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t('email.checking') : t('common.continue')}
        </button>
      </div>
      <p id={messageId} className={error ? 'field-message error' : 'field-message'} aria-live="polite">
        {error === 'short' ? t('email.enterCode') : failureText(error)}
      </p>
    </form>
  )
}
