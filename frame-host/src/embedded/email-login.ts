import { AuthMessages } from '@porthole/protocol'
import { pushView } from '../store/modal-slice.js'
import type { FrameThunk } from '../store/types.js'
import { isValidEmail } from '../validation/email.js'
import { HttpError } from '../http/http-error.js'
import { failureText } from './auth-client.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { embeddedActions } from './embedded-slice.js'

/**
 * What a step of the flow tells the view: nothing when it moved on, else the
 * text to show, and in the cooldown the seconds until another try.
 */
export type StepOutcome = { error?: string; cooldown?: number }

function failure(error: unknown): StepOutcome {
  if (!(error instanceof HttpError)) return { error: failureText(error) }
  // The worker's own cooldown (another browser asked for a code); a lockout also has a retryAfter but its own text.
  const wait = error.values.retryAfter
  return wait !== undefined && error.message === AuthMessages.cooldown(wait) ? { error: error.message, cooldown: wait } : { error: error.message }
}

/**
 * Email connect from the email form: checked and rate limited in the
 * frame first, then the worker answers CONNECT (signed in already),
 * VERIFY_DEVICE or VERIFY_OTP (EmailLogin shows the step).
 */
export function startEmailLogin(input: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, _getState, services) => {
    const email = input.trim().toLowerCase()
    if (!isValidEmail(email)) return { error: 'Enter a valid email address' }
    const { storage, client } = services.embedded
    const wait = storage.emailCooldownLeft(Date.now())
    if (wait > 0) return { error: AuthMessages.cooldown(wait), cooldown: wait }
    storage.emailLoginRequested(Date.now())
    try {
      const answer = await client.emailConnect({ email, deviceId: storage.deviceId(), token: storage.readSession()?.token })
      if (answer.action === 'CONNECT') {
        await dispatch(completeEmbeddedSignIn({ ...answer, provider: 'email', username: email }))
        return {}
      }
      dispatch(embeddedActions.emailStepReached({ address: email, step: answer.action }))
      dispatch(pushView('EmailLogin'))
      return {}
    } catch (error) {
      return failure(error)
    }
  }
}

/** While VERIFY_DEVICE: asks whether the link was opened; VERIFY_OTP once it was. */
export function checkEmailDevice(): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, getState, services) => {
    const flow = getState().embedded.email
    if (!flow || flow.step !== 'VERIFY_DEVICE') return {}
    try {
      const answer = await services.embedded.client.emailDevice({ email: flow.address, deviceId: services.embedded.storage.deviceId() })
      if (answer.action === 'VERIFY_OTP' && getState().embedded.email?.address === flow.address) {
        dispatch(embeddedActions.emailStepReached({ address: flow.address, step: 'VERIFY_OTP' }))
      }
      return {}
    } catch (error) {
      return failure(error)
    }
  }
}

/** VERIFY_OTP: the mailed code signs in. */
export function submitEmailOtp(code: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, getState, services) => {
    const flow = getState().embedded.email
    if (!flow) return { error: 'Start again with your email.' }
    try {
      const signedIn = await services.embedded.client.emailOtp({ email: flow.address, deviceId: services.embedded.storage.deviceId(), code })
      await dispatch(completeEmbeddedSignIn({ ...signedIn, provider: 'email', username: flow.address }))
      return {}
    } catch (error) {
      return failure(error)
    }
  }
}
