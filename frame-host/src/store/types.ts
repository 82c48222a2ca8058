import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit'
import type { FrameServices } from '../services.js'
import type { FrameState } from '../root-reducer.js'

export type { FrameServices, FrameState }

/** Thunks and listeners get the frame's services (relay, transports, storage) as their extra argument. */
export type FrameDispatch = ThunkDispatch<FrameState, FrameServices, UnknownAction>
export type FrameThunk<R = void> = ThunkAction<R, FrameState, FrameServices, UnknownAction>
export type FrameStartListening = TypedStartListening<FrameState, FrameDispatch, FrameServices>
