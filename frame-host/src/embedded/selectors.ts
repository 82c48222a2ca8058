import type { FrameState } from '../store/index.js'

export const selectEmbedded = (state: FrameState) => state.embedded
