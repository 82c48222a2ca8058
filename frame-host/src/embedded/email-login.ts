import { Messages } from '@porthole/protocol'
import { type FrameThunk } from '../store/index.js'
import { pushView } from '../shared-state/index.js'
import { isValidEmail } from '../validation/index.js'
import { HttpError } from '../http/index.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { embeddedActions } from './embedded-slice.js'

/** Why a step of the email flows failed, for the view to put in words. */
export type StepFailure =
  | { code: 'invalidEmail' }
  /** Another code can be asked for after `seconds`, at `until` (ms since the epoch): the form counts down to it. */
  | { code: 'cooldown'; seconds: number; until: number }
  /** The flow is gone (ended elsewhere, or the session lapsed): start again from the email, or the new email of an update. */
  | { code: 'startAgain'; flow: 'login' | 'update' }
  /** The worker's refusal in its own words, the auth client's text for no answer, else 'Something went wrong'. */
  | { code: 'failed'; text: string }

/** What a step of the flow tells the view: nothing when it moved on, else why not. */
export type StepOutcome = { error?: StepFailure }

const cooldown = (seconds: number): StepFailure => ({ code: 'cooldown', seconds, until: Date.now() + seconds * 1000 })

export function stepFailure(error: unknown): StepFailure {
  if (!(error instanceof HttpError)) return { code: 'failed', text: Messages.somethingWentWrong }
  // The worker's own cooldown (another browser asked for a code); a lockout also has a retryAfter but a code of its own.
  if (error.code === 'cooldown' && error.values.retryAfter !== undefined) return cooldown(error.values.retryAfter)
  return { code: 'failed', text: error.message }
}

/**
 * Email connect from the email form: checked and rate limited in the
 * frame first, then the worker answers CONNECT (signed in already) or
 * VERIFY_OTP (EmailLogin shows the step). A new device of an existing
 * account reaches VERIFY_DEVICE after a correct code only.
 */
export function startEmailLogin(input: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, _getState, services) => {
    const email = input.trim().toLowerCase()
    if (!isValidEmail(email)) return { error: { code: 'invalidEmail' } }
    const { storage, client } = services.embedded
    const wait = storage.emailCooldownLeft(Date.now())
    if (wait > 0) return { error: cooldown(wait) }
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
      return { error: stepFailure(error) }
    }
  }
}

/** While VERIFY_DEVICE: asks whether the link was opened; signed in once it was (VERIFY_OTP if that sign-in lapsed). */
export function checkEmailDevice(): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, getState, services) => {
    const flow = getState().embedded.email
    if (!flow || flow.step !== 'VERIFY_DEVICE') return {}
    try {
      const answer = await services.embedded.client.emailDevice({ email: flow.address, deviceId: services.embedded.storage.deviceId() })
      if (getState().embedded.email?.address !== flow.address) return {}
      if (answer.action === 'CONNECT') await dispatch(completeEmbeddedSignIn({ ...answer, provider: 'email', username: flow.address }))
      else if (answer.action === 'VERIFY_OTP') dispatch(embeddedActions.emailStepReached({ address: flow.address, step: 'VERIFY_OTP' }))
      return {}
    } catch (error) {
      return { error: stepFailure(error) }
    }
  }
}

/** VERIFY_OTP: the mailed code signs in, or moves a new device of an existing account to VERIFY_DEVICE. */
export function submitEmailOtp(code: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, getState, services) => {
    const flow = getState().embedded.email
    if (!flow) return { error: { code: 'startAgain', flow: 'login' } }
    try {
      const answer = await services.embedded.client.emailOtp({ email: flow.address, deviceId: services.embedded.storage.deviceId(), code })
      if ('action' in answer) dispatch(embeddedActions.emailStepReached({ address: flow.address, step: 'VERIFY_DEVICE' }))
      else await dispatch(completeEmbeddedSignIn({ ...answer, provider: 'email', username: flow.address }))
      return {}
    } catch (error) {
      return { error: stepFailure(error) }
    }
  }
}
