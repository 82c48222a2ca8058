import { checkEmailDevice, selectEmbedded, submitEmailOtp } from '@porthole/frame-host'
import { useEffect, useState } from 'react'
import { CodeForm } from '../components/CodeForm.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/** How often VERIFY_DEVICE asks whether the mailed link was opened. */
const DEVICE_POLL_MS = 2_000

/** Spec §4 email connect steps: VERIFY_DEVICE (approve from the mailed link), then VERIFY_OTP (the mailed code). */
export function EmailLoginView() {
  const dispatch = useFrameDispatch()
  const flow = useFrameSelector(selectEmbedded).email
  const [error, setError] = useState<string>()

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
        <p className="notice">Enter your email on the Connect view to sign in.</p>
      </div>
    )
  }
  if (flow.step === 'VERIFY_DEVICE') {
    return (
      <div className="panel" data-testid="email-verify-device">
        <p className="panel-title">Approve this device</p>
        <p className="notice">
          We emailed a link to <strong>{flow.address}</strong>. Open it on any device to approve this browser; this view continues by itself.
        </p>
        <p className="field-message error" aria-live="polite">
          {error ?? ''}
        </p>
      </div>
    )
  }
  return (
    <div className="panel" data-testid="email-verify-otp">
      <p className="panel-title">Check your email</p>
      <p className="notice">
        Enter the 6-digit code we sent to <strong>{flow.address}</strong>. It expires in 10 minutes.
      </p>
      <CodeForm label="Code" onSubmit={(code) => dispatch(submitEmailOtp(code))} />
    </div>
  )
}
