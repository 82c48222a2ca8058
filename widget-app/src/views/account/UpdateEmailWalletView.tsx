import { selectEmbedded, startEmailUpdate, submitEmailUpdateOtp, type StepFailure } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useId, useState, type FormEvent } from 'react'
import { CodeForm } from '../../components/CodeForm.js'
import { useStepFailureText } from '../../components/step-failure-text.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useLocale, useText } from '../../i18n/use-t.js'

/** Email update: the new address, a code to the current one (VERIFY_PRIMARY_OTP), then one to the new (VERIFY_SECONDARY_OTP). */
export function UpdateEmailWalletView() {
  const tx = useText()
  const failureText = useStepFailureText()
  const { t, rich } = useLocale()
  const dispatch = useFrameDispatch()
  const { user, update } = useFrameSelector(selectEmbedded)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<StepFailure>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()

  if (!user || user.provider !== 'email') {
    return (
      <div className="panel">
        <p className="notice">{tx(Messages.notConnectedToEmailOrSocial)}</p>
      </div>
    )
  }
  if (update && update.step !== 'ENTER_EMAIL') {
    const primary = update.step === 'VERIFY_PRIMARY_OTP'
    return (
      <div className="panel" data-testid={primary ? 'update-email-primary' : 'update-email-secondary'}>
        <p className="notice">{rich('updateEmail.codeSent', { address: <strong>{primary ? user.username : update.newEmail}</strong> })}</p>
        <CodeForm
          key={update.step}
          label={primary ? t('updateEmail.codeFromCurrent') : t('updateEmail.codeFromNew')}
          onSubmit={(code) => dispatch(submitEmailUpdateOtp(code))}
        />
      </div>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const outcome = await dispatch(startEmailUpdate(email))
    setBusy(false)
    setError(outcome.error)
  }

  return (
    <form className="section email" noValidate onSubmit={(event) => void submit(event)}>
      <p className="notice">{t('updateEmail.intro')}</p>
      <label className="label" htmlFor={inputId}>
        {t('updateEmail.newEmail')}
      </label>
      <div className="email-row">
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== undefined}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {t('common.continue')}
        </button>
      </div>
      <p className={error ? 'field-message error' : 'field-message'} aria-live="polite">
        {failureText(error)}
      </p>
    </form>
  )
}
