import { AuthMessages, Messages } from '@porthole/protocol'
import { type FrameThunk, goBack, showToast } from '../store/index.js'
import { isValidEmail } from '../validation/index.js'
import { HttpError } from '../http/index.js'
import { embeddedActions } from './embedded-slice.js'
import { stepFailure, type StepOutcome } from './email-login.js'
import { sessionLapsed } from './session-lapsed.js'

function failure(error: unknown): FrameThunk<StepOutcome> {
  return (dispatch) => {
    if (error instanceof HttpError && error.status === 401) dispatch(sessionLapsed())
    return { error: stepFailure(error) }
  }
}

/** UpdateEmailWallet: the new address; a code goes to the current one (VERIFY_PRIMARY_OTP). */
export function startEmailUpdate(input: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, _getState, services) => {
    const newEmail = input.trim().toLowerCase()
    if (!isValidEmail(newEmail)) return { error: { code: 'invalidEmail' } }
    const session = services.embedded.storage.readSession()
    if (!session) return dispatch(failure(new HttpError('refused', AuthMessages.sessionExpired, { status: 401 })))
    try {
      const answer = await services.embedded.client.emailUpdate(session.token, newEmail)
      if (answer.action === 'VERIFY_PRIMARY_OTP') dispatch(embeddedActions.updateStepReached({ newEmail, step: 'VERIFY_PRIMARY_OTP' }))
      return {}
    } catch (error) {
      return dispatch(failure(error))
    }
  }
}

/** The code of the current step; after the secondary one the new email is stored as a login success. */
export function submitEmailUpdateOtp(code: string): FrameThunk<Promise<StepOutcome>> {
  return async (dispatch, getState, services) => {
    const flow = getState().embedded.update
    const session = services.embedded.storage.readSession()
    if (!flow || !session) return { error: { code: 'startAgain', flow: 'update' } }
    const { client, storage } = services.embedded
    try {
      if (flow.step === 'VERIFY_PRIMARY_OTP') {
        const answer = await client.emailUpdatePrimary(session.token, code)
        if (answer.action === 'VERIFY_SECONDARY_OTP') dispatch(embeddedActions.updateStepReached({ newEmail: flow.newEmail, step: 'VERIFY_SECONDARY_OTP' }))
        return {}
      }
      const answer = await client.emailUpdateSecondary(session.token, code)
      if (answer.action !== 'UPDATED') return { error: { code: 'failed', text: Messages.somethingWentWrong } }
      storage.emailLoginSucceeded(answer.email)
      storage.writeSession({ ...session, username: answer.email })
      dispatch(embeddedActions.usernameChanged(answer.email))
      dispatch(embeddedActions.updateStepReached(null))
      dispatch(showToast({ variant: 'success', message: 'Email updated' }))
      dispatch(goBack())
      return {}
    } catch (error) {
      return dispatch(failure(error))
    }
  }
}
