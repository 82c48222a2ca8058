import { createAsyncThunk, type FrameDispatch, type FrameServices, type FrameState, type FrameThunk } from '../store/index.js'
import { pushView } from '../shared-state/index.js'
import { AbortedError, FARCASTER_CHANNEL_TTL_MS, FARCASTER_POLL_MS, fromUnknown, InternalRpcError, Messages, type ErrorShape } from '@porthole/protocol'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import { farcasterLoginSlice } from './farcaster-login-slice.js'

type ThunkTypes = { state: FrameState; dispatch: FrameDispatch; extra: FrameServices; rejectValue: ErrorShape }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The Farcaster social button: ConnectingFarcaster, where the channel opens (no popup: the visitor signs on their phone). */
export function loginWithFarcaster(): FrameThunk {
  return (dispatch, getState) => {
    if (getState().modal.view !== 'ConnectingFarcaster') dispatch(pushView('ConnectingFarcaster'))
    void dispatch(connectFarcaster())
  }
}

/**
 * Sign In With Farcaster: the worker opens a channel, whose URL the view shows;
 * the frame asks for its status every second until the visitor's Farcaster
 * client has answered, then redeems it for the FID's embedded-wallet session.
 * Leaving the view stops it; every failure reads 'Failed to connect to farcaster'.
 */
export const connectFarcaster = createAsyncThunk.withTypes<ThunkTypes>()(
  'connection/connectFarcaster',
  async (_: void, { dispatch, getState, extra, requestId, rejectWithValue }) => {
    const current = () => getState().farcasterLogin?.requestId === requestId
    dispatch(farcasterLoginSlice.actions.started({ requestId }))
    try {
      const channel = await extra.farcaster.start()
      if (!current()) throw new AbortedError()
      dispatch(farcasterLoginSlice.actions.channelOpened({ requestId, url: channel.url }))
      const deadline = Date.now() + FARCASTER_CHANNEL_TTL_MS
      while (!(await extra.farcaster.completed(channel.channelToken))) {
        if (Date.now() > deadline) throw new InternalRpcError(Messages.failedToConnectFarcaster)
        await sleep(FARCASTER_POLL_MS)
        if (!current()) throw new AbortedError()
      }
      dispatch(farcasterLoginSlice.actions.userDataRequested({ requestId }))
      const session = await extra.farcaster.complete(channel)
      if (!current()) throw new AbortedError()
      await dispatch(completeEmbeddedSignIn(session))
      dispatch(farcasterLoginSlice.actions.succeeded({ requestId }))
    } catch (error) {
      const shape = fromUnknown(error, new InternalRpcError(Messages.failedToConnectFarcaster)).toJSON()
      dispatch(farcasterLoginSlice.actions.failed({ requestId, error: shape }))
      return rejectWithValue(shape)
    }
  },
)
