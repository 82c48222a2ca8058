import { prepareFrame } from './prepare.js'
import { checkPrepared, startFrame, type BootedFrame } from './start.js'

export type { BootedFrame }

export declare namespace bootFrame {
  type Options = prepareFrame.Options & startFrame.Options
}

/** Both steps of a frame's start at once (tests); the frame document runs them apart (widget-app main.tsx). */
export function bootFrame({ document, ...options }: bootFrame.Options): BootedFrame {
  return startFrame(checkPrepared(prepareFrame({ document })), options)
}
