import { createAsyncThunk, type FrameDispatch, type FrameServices, type FrameState, type FrameThunk, openModal } from '../store/index.js'
import { pushView } from '../shared-state/index.js'
import { AbortedError, fromUnknown, InternalRpcError, Messages, type ErrorShape, type OAuthProvider } from '@porthole/protocol'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import type { SocialPopup } from './social-popup.js'
import { socialLoginSlice } from './social-login-slice.js'

const toShape = (error: unknown): ErrorShape => fromUnknown(error, new InternalRpcError(Messages.failedToConnect)).toJSON()

/**
 * The visitor picked a social provider. Runs inside the click handler: the
 * login window must open before anything asynchronous happens, or the
 * browser blocks it. Then ConnectingSocial shows while the flow runs.
 */
export function loginWithSocial(provider: OAuthProvider): FrameThunk {
  return (dispatch, getState, services) => {
    const popup = services.social.openPopup()
    if (getState().modal.view !== 'ConnectingSocial') dispatch(pushView('ConnectingSocial'))
    // No window (blocked, or an in-app browser): the whole tab goes to the provider instead.
    if (!popup && services.social.redirect) void dispatch(connectSocialByRedirect(provider))
    else void dispatch(connectSocial({ provider, popup }))
  }
}

type ThunkTypes = { state: FrameState; dispatch: FrameDispatch; extra: FrameServices; rejectValue: ErrorShape }

/**
 * The redirect flavour of the flow: the tab leaves for the worker and the
 * provider, and the page comes back with `result_uri`. It must start inside
 * the visitor's click: a frame may navigate the tab only with their gesture.
 */
export const connectSocialByRedirect = createAsyncThunk.withTypes<ThunkTypes>()(
  'connection/connectSocialByRedirect',
  async (provider: OAuthProvider, { dispatch, extra, requestId, rejectWithValue }) => {
    dispatch(socialLoginSlice.actions.started({ provider, requestId }))
    try {
      const redirect = extra.social.redirect
      const returnTo = redirect?.returnTo()
      if (!redirect || !returnTo) throw new InternalRpcError(Messages.failedToInitiateSocial)
      redirect.go(provider, returnTo)
    } catch (error) {
      const shape = toShape(error)
      dispatch(socialLoginSlice.actions.failed({ requestId, error: shape }))
      return rejectWithValue(shape)
    }
  },
)

/**
 * Redirect return: the frame found `result_uri` in its address (and
 * removed it). With the result key it kept before leaving, it redeems the
 * result and signs the embedded wallet in; a failure shows on ConnectingSocial.
 */
export const completeSocialRedirect = createAsyncThunk.withTypes<ThunkTypes>()(
  'connection/completeSocialRedirect',
  async ({ resultUri, flow }: { resultUri: string; flow: { provider: OAuthProvider; resultKey: string } }, { dispatch, extra, requestId, rejectWithValue }) => {
    dispatch(socialLoginSlice.actions.started({ provider: flow.provider, requestId }))
    dispatch(socialLoginSlice.actions.userDataRequested({ requestId }))
    try {
      await dispatch(completeEmbeddedSignIn(await extra.social.redeem(resultUri, flow.resultKey)))
      dispatch(socialLoginSlice.actions.succeeded({ requestId }))
    } catch (error) {
      const shape = toShape(error)
      dispatch(openModal('ConnectingSocial'))
      dispatch(socialLoginSlice.actions.started({ provider: flow.provider, requestId }))
      dispatch(socialLoginSlice.actions.failed({ requestId, error: shape }))
      return rejectWithValue(shape)
    }
  },
)

/**
 * Social login: the frame posts the start form into the window, which
 * the worker sends to the provider (started); its resultUri comes back by
 * message from the worker's own page in that window and is redeemed
 * (request user data); the session then signs the embedded wallet in. A
 * closed window is 'Popup closed', and nothing else changes.
 */
export const connectSocial = createAsyncThunk.withTypes<ThunkTypes>()(
  'connection/connectSocial',
  async ({ provider, popup }: { provider: OAuthProvider; popup: SocialPopup | undefined }, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    const current = () => getState().socialLogin?.requestId === requestId
    dispatch(socialLoginSlice.actions.started({ provider, requestId }))
    try {
      if (!popup) throw new InternalRpcError(Messages.failedToInitiateSocial)
      const resultKey = extra.social.startInPopup(provider)
      const resultUri = await popup.result(current)
      if (!current()) throw new AbortedError()
      dispatch(socialLoginSlice.actions.userDataRequested({ requestId }))
      const session = await extra.social.redeem(resultUri, resultKey)
      if (!current()) throw new AbortedError()
      await dispatch(completeEmbeddedSignIn(session))
      dispatch(socialLoginSlice.actions.succeeded({ requestId }))
    } catch (error) {
      popup?.close()
      const shape = toShape(error)
      dispatch(socialLoginSlice.actions.failed({ requestId, error: shape }))
      return rejectWithValue(shape)
    }
  },
)
