/** Page end of the channel, loaded by the bootstrap at idle time or first use. */
export { attachFrame, type FrameController } from './frame-controller.js'
