import { createAsyncThunk } from '@reduxjs/toolkit'
import { AbortedError, ErrorCodes, PortholeError, type ErrorShape, type OAuthProvider } from '@porthole/protocol'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import { pushView } from '../store/modal-slice.js'
import type { FrameDispatch, FrameServices, FrameState, FrameThunk } from '../store/types.js'
import { FAILED_TO_CONNECT, FAILED_TO_INITIATE_SOCIAL } from './social-client.js'
import type { SocialPopup } from './social-popup.js'
import { socialLoginSlice } from './social-login-slice.js'

const toShape = (error: unknown): ErrorShape =>
  (error instanceof PortholeError ? error : new PortholeError(ErrorCodes.internal, FAILED_TO_CONNECT)).toJSON()

/**
 * The visitor picked a social provider. Runs inside the click handler: the
 * login window must open before anything asynchronous happens, or the
 * browser blocks it. Then ConnectingSocial shows while the flow runs.
 */
export function loginWithSocial(provider: OAuthProvider): FrameThunk {
  return (dispatch, getState, services) => {
    const popup = services.social.openPopup()
    if (getState().modal.view !== 'ConnectingSocial') dispatch(pushView('ConnectingSocial'))
    void dispatch(connectSocial({ provider, popup }))
  }
}

/**
 * Spec §4 social login: the worker starts the flow and the window goes to
 * the provider (started); its resultUri comes back by message and is redeemed
 * (request user data); the session then signs the embedded wallet in. A
 * closed window is 'Popup closed', and nothing else changes.
 */
export const connectSocial = createAsyncThunk.withTypes<{
  state: FrameState
  dispatch: FrameDispatch
  extra: FrameServices
  rejectValue: ErrorShape
}>()(
  'connection/connectSocial',
  async ({ provider, popup }: { provider: OAuthProvider; popup: SocialPopup | undefined }, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    const current = () => getState().socialLogin?.requestId === requestId
    dispatch(socialLoginSlice.actions.started({ provider, requestId }))
    try {
      if (!popup) throw new PortholeError(ErrorCodes.internal, FAILED_TO_INITIATE_SOCIAL)
      const { authorizationUrl, resultKey } = await extra.social.start(provider)
      if (!current()) throw new AbortedError()
      popup.navigate(authorizationUrl)
      const resultUri = await popup.result(current)
      if (!current()) throw new AbortedError()
      dispatch(socialLoginSlice.actions.userDataRequested({ requestId }))
      const session = await extra.social.redeem(resultUri, resultKey)
      if (!current()) throw new AbortedError()
      dispatch(completeEmbeddedSignIn(session))
      dispatch(socialLoginSlice.actions.succeeded({ requestId }))
    } catch (error) {
      popup?.close()
      const shape = toShape(error)
      dispatch(socialLoginSlice.actions.failed({ requestId, error: shape }))
      return rejectWithValue(shape)
    }
  },
)
