import { checkEmailDevice, selectEmbedded, submitEmailOtp, type StepFailure } from '@porthole/frame-host'
import { useEffect, useState } from 'react'
import { CodeForm } from '../components/CodeForm.js'
import { useStepFailureText } from '../components/step-failure-text.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'
import { useLocale } from '../i18n/use-t.js'

/** How often VERIFY_DEVICE asks whether the mailed link was opened. */
const DEVICE_POLL_MS = 2_000

/** Email connect steps: VERIFY_OTP (the mailed code), then for a new device of an existing account VERIFY_DEVICE (approve from the mailed link). */
export function EmailLoginView() {
  const failureText = useStepFailureText()
  const { t, rich } = useLocale()
  const dispatch = useFrameDispatch()
  const flow = useFrameSelector(selectEmbedded).email
  const [error, setError] = useState<StepFailure>()

  useEffect(() => {
    if (flow?.step !== 'VERIFY_DEVICE') return
    const timer = setInterval(() => {
      void dispatch(checkEmailDevice()).then((outcome) => setError(outcome.error))
    }, DEVICE_POLL_MS)
    return () => clearInterval(timer)
  }, [dispatch, flow?.step])

  if (!flow) {
    return (
      <div className="panel">
        <p className="notice">{t('email.enterOnConnect')}</p>
      </div>
    )
  }
  if (flow.step === 'VERIFY_DEVICE') {
    return (
      <div className="panel" data-testid="email-verify-device">
        <p className="panel-title">{t('email.approveDevice')}</p>
        <p className="notice">{rich('email.linkSent', { address: <strong>{flow.address}</strong> })}</p>
        <p className="field-message error" aria-live="polite">
          {failureText(error)}
        </p>
      </div>
    )
  }
  return (
    <div className="panel" data-testid="email-verify-otp">
      <p className="panel-title">{t('email.checkEmail')}</p>
      <p className="notice">{rich('email.codeSent', { address: <strong>{flow.address}</strong> })}</p>
      <CodeForm label={t('email.code')} onSubmit={(code) => dispatch(submitEmailOtp(code))} />
    </div>
  )
}
