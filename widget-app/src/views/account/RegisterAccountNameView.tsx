import {
  fetchNameSuggestions,
  INVALID_ACCOUNT_NAME,
  isValidAccountName,
  NAME_SUFFIX,
  registerAccountName,
  selectNameSuggestions,
  selectRegistering,
} from '@porthole/frame-host'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFrameConfig } from '../../config-context.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/** Default debounce before suggestions are asked for. */
const SUGGEST_WAIT_MS = 500

/** RegisterAccountName: a label (letters, digits, hyphens, 4 or more), suggestions, signed registration. */
export function RegisterAccountNameView() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const suffix = useFrameConfig().nameSuffix ?? NAME_SUFFIX
  const suggestions = useFrameSelector(selectNameSuggestions)
  const registering = useFrameSelector(selectRegistering)
  const [label, setLabel] = useState('')
  const [touched, setTouched] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const inputId = useId()
  const messageId = useId()
  const valid = isValidAccountName(label)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (value: string) => {
    setLabel(value)
    clearTimeout(timer.current)
    if (isValidAccountName(value)) timer.current = setTimeout(() => void dispatch(fetchNameSuggestions(value)), SUGGEST_WAIT_MS)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (valid && !registering) void dispatch(registerAccountName(label, suffix))
  }
  // Said once the visitor tries to register, or as soon as the label is long enough to judge.
  const message = (touched || label.length >= 4) && !valid ? INVALID_ACCOUNT_NAME : ''
  const shown = valid && suggestions.query === label ? suggestions : undefined

  return (
    <form className="panel register-name" noValidate onSubmit={submit} aria-busy={registering}>
      <label className="label" htmlFor={inputId}>
        {t('registerName.name')}
      </label>
      <div className="name-row">
        <input
          id={inputId}
          className="input"
          data-testid="name-input"
          autoComplete="off"
          spellCheck={false}
          value={label}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message !== ''}
          aria-describedby={messageId}
        />
        <span className="name-suffix">{suffix}</span>
      </div>
      <p id={messageId} className={message ? 'field-message error' : 'field-message'} aria-live="polite" data-testid="name-error">
        {tx(message)}
      </p>
      {shown?.loading && <p className="notice">{t('registerName.lookingForSuggestions')}</p>}
      {shown?.error && <p className="notice error">{tx(shown.error)}</p>}
      {shown && shown.names.length > 0 && (
        <ul className="name-suggestions" aria-label={t('registerName.suggestions')}>
          {shown.names.map((name) => (
            <li key={name}>
              <button type="button" className="button" onClick={() => onChange(name.endsWith(suffix) ? name.slice(0, -suffix.length) : name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="button primary" data-testid="name-submit" disabled={registering}>
        {registering ? t('registerName.waitingForSignature') : t('registerName.register')}
      </button>
    </form>
  )
}
