import type { FrameState } from '../store/types.js'

export const selectEmbedded = (state: FrameState) => state.embedded
