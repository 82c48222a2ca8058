import type { Action, EnhancedStore, ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction, UnsubscribeListener } from '@reduxjs/toolkit'
import type { FrameServices } from '../services.js'
import type { FrameState } from '../root-reducer.js'

export type { FrameServices, FrameState }

/** Thunks and listeners get the frame's services (relay, transports, storage) as their extra argument. */
export type FrameDispatch = ThunkDispatch<FrameState, FrameServices, UnknownAction>
export type FrameThunk<R = void> = ThunkAction<R, FrameState, FrameServices, UnknownAction>
export type FrameStartListening = TypedStartListening<FrameState, FrameDispatch, FrameServices>

/** The frame's store, as startStore builds it: with the listener middleware, dispatching `addListener` returns the unsubscribe. */
export type FrameStore = Omit<EnhancedStore<FrameState, UnknownAction>, 'dispatch'> & {
  dispatch: ((action: Action<'listenerMiddleware/add'>) => UnsubscribeListener) & FrameDispatch
}
