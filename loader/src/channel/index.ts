/** Page end of the channel, loaded by the bootstrap at idle time or first use. */
import { disableZodJit } from '@porthole/protocol'

disableZodJit()

export { attachFrame, type FrameController } from './frame-controller.js'
