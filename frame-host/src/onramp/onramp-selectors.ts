import type { FrameState } from '../store/types.js'

export const selectOnramp = (state: FrameState) => state.onramp
